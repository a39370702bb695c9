package dev.tempered.examples.reflectfactory;

/** Where the numbers go. */
public interface Sink {
    void accept(int value);

    long finish() throws InterruptedException;
}
