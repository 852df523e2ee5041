package org.tahqiq.verify;

import com.networknt.schema.Error;
import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;

/** The verify JSON Schema as the repository ships it, compiled once. */
public final class SchemaCheck {

    private static final Schema SCHEMA = load();

    private SchemaCheck() {
    }

    private static Schema load() {
        try (InputStream in = VerifyJson.class.getResourceAsStream(VerifyJson.SCHEMA_RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(VerifyJson.SCHEMA_RESOURCE + " is not on the class path");
            }
            return SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12).getSchema(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The schema's complaints about a JSON text (empty when it conforms). */
    public static List<Error> errors(String json) {
        return SCHEMA.validate(json, InputFormat.JSON);
    }
}
