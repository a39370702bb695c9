package dev.tempered.examples.reflectfactory;

/**
 * A factory keeps the constructor of the class it is given in a final field and makes its objects by reflection, as
 * netty's ReflectiveChannelFactory does for {@code Bootstrap.channel(NioSocketChannel.class)}. The class literal
 * travels through the factory's constructor parameter and field, so the analysis follows it as a value of the
 * program: it makes exactly the one class named, whose adding thread is then the queue's only consumer.
 */
public class Main {
    static final int N = 5_000;

    public static void main(String[] args) throws Exception {
        Factory<Sink> factory = new Factory<>(QueueSink.class);
        Sink sink = factory.make();
        for (int i = 1; i <= N; i++) {
            sink.accept(i);
        }
        System.out.println("reflectfactory: count=" + N + " sum=" + sink.finish());
    }
}
