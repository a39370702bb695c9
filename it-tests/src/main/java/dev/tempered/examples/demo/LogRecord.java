package dev.tempered.examples.demo;

import java.util.SplittableRandom;

/** One parsed access-log line. {@link #END} marks the end of a reader's stream. */
record LogRecord(long id, int shard, String method, String path, int status, int latencyMillis, int user, int bytes) {
    static final LogRecord END = new LogRecord(-1, -1, "", "", 0, 0, 0, 0);

    private static final String[] METHODS = {"GET", "GET", "GET", "POST", "PUT", "DELETE"};
    private static final String[] PATHS = {"/api/items/", "/api/users/", "/api/orders/", "/static/img/", "/health"};
    private static final int[] STATUSES = {200, 200, 200, 200, 201, 204, 301, 304, 400, 404, 404, 500, 503};

    /** A synthetic access-log line, the same for the same random state: what a log file would hold. */
    static String generate(long id, SplittableRandom random) {
        String path = PATHS[random.nextInt(PATHS.length)];
        String tail = path.equals("/health") ? "" : Integer.toString(random.nextInt(5_000));
        // long-tailed latency: most requests are fast, about 1% take over 900 ms
        int latency = random.nextInt(100) == 0 ? 900 + random.nextInt(1_100) : 1 + (int) Math.abs(random.nextGaussian() * 40);
        return id + " " + METHODS[random.nextInt(METHODS.length)] + " " + path + tail + " "
                + STATUSES[random.nextInt(STATUSES.length)] + " " + latency + "ms u" + random.nextInt(997) + " "
                + (200 + random.nextInt(20_000));
    }

    /** Parses {@code id METHOD path status latencyms uUSER bytes}. */
    static LogRecord parse(String line, int shard) {
        int a = line.indexOf(' ');
        int b = line.indexOf(' ', a + 1);
        int c = line.indexOf(' ', b + 1);
        int d = line.indexOf(' ', c + 1);
        int e = line.indexOf(' ', d + 1);
        int f = line.indexOf(' ', e + 1);
        return new LogRecord(Long.parseLong(line, 0, a, 10), shard, line.substring(a + 1, b), line.substring(b + 1, c),
                Integer.parseInt(line, c + 1, d, 10), Integer.parseInt(line, d + 1, e - 2, 10),
                Integer.parseInt(line, e + 2, f, 10), Integer.parseInt(line, f + 1, line.length(), 10));
    }
}
