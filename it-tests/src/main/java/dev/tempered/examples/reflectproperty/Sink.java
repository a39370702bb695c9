package dev.tempered.examples.reflectproperty;

/** Where the numbers go. */
public interface Sink {
    void accept(int value);

    long finish() throws InterruptedException;
}
