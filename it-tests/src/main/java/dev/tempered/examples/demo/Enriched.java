package dev.tempered.examples.demo;

/** A record with what the enricher derives: the route (ids folded), the user's region, a latency bucket. */
record Enriched(LogRecord log, String route, String region, int bucket) {
    static final Enriched END = new Enriched(LogRecord.END, "", "", 0);

    private static final String[] REGIONS = {"eu-west", "eu-north", "us-east", "us-west", "ap-south"};
    /** Upper bounds, in ms, of the latency histogram buckets; the last bucket is everything above. */
    static final int[] BUCKET_BOUNDS = {5, 10, 20, 50, 100, 200, 500, 1_000, 2_000};

    static Enriched of(LogRecord r) {
        int slash = r.path().lastIndexOf('/');
        String route = slash < r.path().length() - 1 && Character.isDigit(r.path().charAt(slash + 1))
                ? r.path().substring(0, slash + 1) + "{id}" : r.path();
        int bucket = 0;
        while (bucket < BUCKET_BOUNDS.length && r.latencyMillis() > BUCKET_BOUNDS[bucket]) {
            bucket++;
        }
        return new Enriched(r, r.method() + " " + route, REGIONS[Math.floorMod(r.user() * 31 + 7, REGIONS.length)], bucket);
    }
}
