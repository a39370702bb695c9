package dev.tempered.it;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/** What the agent's recording mode saw in one run (its {@code tempered-recording/1} file), per site id. */
final class Observations {
    static final String FORMAT = "tempered-recording/1";

    /** One thread on one side of a site: its operations, from first entry on. */
    record ThreadUse(String name, long id, long ops, List<String> operations) {
    }

    /** One site: where, how many queue objects, and per side the threads and the most inside at once. */
    record SiteUse(String id, String at, int queues, int producersAtOnce, int consumersAtOnce,
                   List<ThreadUse> producers, List<ThreadUse> consumers) {
        List<ThreadUse> side(boolean producer) {
            return producer ? producers : consumers;
        }

        int atOnce(boolean producer) {
            return producer ? producersAtOnce : consumersAtOnce;
        }
    }

    private final Map<String, SiteUse> sites;

    Observations(Map<String, SiteUse> sites) {
        this.sites = sites;
    }

    static Observations read(Path file) throws IOException {
        JsonObject root = JsonParser.parseString(Files.readString(file, StandardCharsets.UTF_8)).getAsJsonObject();
        if (!FORMAT.equals(root.get("format").getAsString())) {
            throw new IOException(file + " is not " + FORMAT);
        }
        Map<String, SiteUse> sites = new TreeMap<>();
        for (JsonElement e : root.getAsJsonArray("sites")) {
            JsonObject s = e.getAsJsonObject();
            String id = s.get("id").getAsString();
            sites.put(id, new SiteUse(id, s.has("at") ? s.get("at").getAsString() : "?", s.get("queues").getAsInt(),
                    s.get("producersAtOnce").getAsInt(), s.get("consumersAtOnce").getAsInt(),
                    threads(s.getAsJsonArray("producers")), threads(s.getAsJsonArray("consumers"))));
        }
        return new Observations(sites);
    }

    private static List<ThreadUse> threads(JsonArray a) {
        List<ThreadUse> out = new ArrayList<>();
        for (JsonElement e : a) {
            JsonObject t = e.getAsJsonObject();
            List<String> ops = new ArrayList<>();
            t.getAsJsonArray("operations").forEach(o -> ops.add(o.getAsString()));
            out.add(new ThreadUse(t.get("thread").getAsString(), t.get("threadId").getAsLong(),
                    t.get("ops").getAsLong(), ops));
        }
        return out;
    }

    Set<String> sites() {
        return new TreeSet<>(sites.keySet());
    }

    SiteUse site(String id) {
        return sites.get(id);
    }

    /** {@code File.java:line} of the site, as its class file records it. */
    String where(String site) {
        SiteUse s = sites.get(site);
        return s == null ? "?" : s.at();
    }

    /** The most threads inside an operation on one side of one of the site's queue objects at the same moment. */
    int inside(String site, boolean producer) {
        SiteUse s = sites.get(site);
        return s == null ? 0 : s.atOnce(producer);
    }

    /** Distinct threads that ran one side of the site, over all its objects. */
    int distinct(String site, boolean producer) {
        SiteUse s = sites.get(site);
        return s == null ? 0 : s.side(producer).size();
    }

    /** Thread names on one side of the site, for messages: {@code name(n ops: offer, put)}. */
    String threads(String site, boolean producer) {
        SiteUse s = sites.get(site);
        List<String> names = new ArrayList<>();
        for (ThreadUse t : s == null ? List.<ThreadUse>of() : s.side(producer)) {
            names.add(t.name() + "(" + t.ops() + " ops: " + String.join(", ", t.operations()) + ")");
        }
        return String.join(", ", names);
    }
}
