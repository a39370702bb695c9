package dev.tempered.runtime.internal.core;

/**
 * 128 bytes after the consumer's fields of an {@link InlineRing@ORIGINAL@}, in a class of their own: every
 * field declared below it comes after them. Within one class HotSpot may put references first (JDK 25 does) and so
 * beside the consumer's fields, which the consumer writes on every poll.
 */
@SuppressWarnings("unused")
abstract class @ORIGINAL@RingTailPad<E> extends @ORIGINAL@RingConsumerFields<E> {
    private static final long serialVersionUID = 1L;
    private byte t000, t001, t002, t003, t004, t005, t006, t007, t008, t009, t010, t011, t012, t013, t014, t015;
    private byte t016, t017, t018, t019, t020, t021, t022, t023, t024, t025, t026, t027, t028, t029, t030, t031;
    private byte t032, t033, t034, t035, t036, t037, t038, t039, t040, t041, t042, t043, t044, t045, t046, t047;
    private byte t048, t049, t050, t051, t052, t053, t054, t055, t056, t057, t058, t059, t060, t061, t062, t063;
    private byte t064, t065, t066, t067, t068, t069, t070, t071, t072, t073, t074, t075, t076, t077, t078, t079;
    private byte t080, t081, t082, t083, t084, t085, t086, t087, t088, t089, t090, t091, t092, t093, t094, t095;
    private byte t096, t097, t098, t099, t100, t101, t102, t103, t104, t105, t106, t107, t108, t109, t110, t111;
    private byte t112, t113, t114, t115, t116, t117, t118, t119, t120, t121, t122, t123, t124, t125, t126, t127;
}
