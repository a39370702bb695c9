package dev.tempered.examples.reflectcast;

/** Another Sink of the class path, with no queue: the analysis makes it too, since a name could pick it. */
public class CountingSink implements Sink {
    private long sum;

    @Override
    public void accept(int value) {
        sum += value;
    }

    @Override
    public long finish() {
        return sum;
    }
}
