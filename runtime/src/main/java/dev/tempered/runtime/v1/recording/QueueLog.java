package dev.tempered.runtime.v1.recording;

/** One recorded queue object: its site and the threads inside each of its sides. */
final class QueueLog {
    final SiteLog site;
    final Inside producers;
    final Inside consumers;

    QueueLog(SiteLog site) {
        this.site = site;
        this.producers = new Inside(site.producersAtOnce);
        this.consumers = new Inside(site.consumersAtOnce);
        site.queues.incrementAndGet();
    }

    Inside side(Side side) {
        return side == Side.PRODUCER ? producers : consumers;
    }
}
