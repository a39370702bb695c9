package dev.tempered.manifest;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Test helper shared through this module's test-jar: validates manifest JSON against
 * {@code docs/schema/tempered-manifest-1.schema.json}. Every test that writes a manifest calls it.
 */
public final class ManifestSchema {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final JsonSchema SCHEMA = load();

    private ManifestSchema() {
    }

    private static JsonSchema load() {
        try (InputStream in = Manifest.class.getResourceAsStream("tempered-manifest-1.schema.json")) {
            if (in == null) {
                throw new IllegalStateException("manifest schema missing from the class path");
            }
            return JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012).getSchema(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The schema violations of {@code json}, one per line; empty when it is valid. */
    public static String violations(String json) {
        try {
            JsonNode node = JSON.readTree(json);
            Set<ValidationMessage> errors = SCHEMA.validate(node);
            return errors.stream().map(ValidationMessage::getMessage).sorted().collect(Collectors.joining("\n"));
        } catch (IOException e) {
            return "not JSON: " + e.getMessage();
        }
    }

    /** Fails with every violation listed when {@code json} does not follow the manifest schema. */
    public static void assertValid(String json) {
        String v = violations(json);
        if (!v.isEmpty()) {
            throw new AssertionError("manifest does not follow the schema:\n" + v);
        }
    }
}
