package dev.tempered.jcstress;

/**
 * An element whose fields are plain (not final, not volatile) and written after construction, so
 * only the queue's own ordering can make them visible to the consumer.
 */
final class Payload {
    int a;
    int b;
    int c;
    int d;

    static Payload make() {
        Payload p = new Payload();
        p.a = 1;
        p.b = 2;
        p.c = 3;
        p.d = 4;
        return p;
    }

    /** -1 for no element, else how many of the four fields the reader sees as written (4 = all). */
    static int seen(Object o) {
        if (o == null) {
            return -1;
        }
        Payload p = (Payload) o;
        return (p.a == 1 ? 1 : 0) + (p.b == 2 ? 1 : 0) + (p.c == 3 ? 1 : 0) + (p.d == 4 ? 1 : 0);
    }
}
