package dev.tempered.examples.reflectcast;

/** Where the numbers go; the implementation is chosen by name at run time. */
public interface Sink {
    void accept(int value);

    long finish() throws InterruptedException;
}
