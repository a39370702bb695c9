package dev.tempered.analysis.internal;

import com.google.gson.Strictness;
import com.google.gson.stream.JsonReader;
import dev.tempered.analysis.AnalysisException;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads the reflection log the agent's recording mode writes ({@value #FORMAT}): per reflective call site, the
 * classes it loaded or made and the methods it invoked. Keyed as the solver looks calls up:
 * {@code owner.name(desc)|Api.name|ordinal}.
 */
public final class ReflectionLogReader {
    public static final String FORMAT = "tempered-reflection/1";

    private ReflectionLogReader() {
    }

    public static Map<String, List<String>> read(Path file) throws AnalysisException {
        if (!Files.isRegularFile(file)) {
            throw new AnalysisException("reflection log " + file + " does not exist: record a run with the agent's "
                    + "record=PATH option, which writes PATH.reflection.json beside the recording");
        }
        try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            return read(r, file.toString());
        } catch (IOException | IllegalStateException | NumberFormatException e) {
            throw new AnalysisException("reflection log " + file + " is not valid (" + e.getMessage()
                    + "); record the run again");
        }
    }

    static Map<String, List<String>> read(Reader in, String origin) throws IOException, AnalysisException {
        JsonReader r = new JsonReader(in);
        r.setStrictness(Strictness.STRICT);
        Map<String, List<String>> out = new LinkedHashMap<>();
        String format = null;
        r.beginObject();
        while (r.hasNext()) {
            switch (r.nextName()) {
                case "format" -> format = r.nextString();
                case "calls" -> {
                    r.beginArray();
                    while (r.hasNext()) {
                        call(r, out);
                    }
                    r.endArray();
                }
                default -> r.skipValue();
            }
        }
        r.endObject();
        if (!FORMAT.equals(format)) {
            throw new AnalysisException("reflection log " + origin + " has format '" + format + "', this tool reads '"
                    + FORMAT + "'; record the run again with this version's agent");
        }
        return out;
    }

    private static void call(JsonReader r, Map<String, List<String>> out) throws IOException {
        String site = null;
        String api = null;
        int ordinal = -1;
        List<String> targets = new ArrayList<>();
        r.beginObject();
        while (r.hasNext()) {
            switch (r.nextName()) {
                case "site" -> site = r.nextString();
                case "call" -> api = r.nextString();
                case "ordinal" -> ordinal = r.nextInt();
                case "targets" -> {
                    r.beginArray();
                    while (r.hasNext()) {
                        targets.add(r.nextString());
                    }
                    r.endArray();
                }
                default -> r.skipValue();
            }
        }
        r.endObject();
        if (site != null && api != null && ordinal >= 0) {
            out.computeIfAbsent(site + "|" + api + "|" + ordinal, k -> new ArrayList<>()).addAll(targets);
        }
    }
}
