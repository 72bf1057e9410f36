package dev.practicejudge.json;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonPointer;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.util.Optional;

/**
 * Finds where in a JSON text the value at a pointer starts, so that an error found in a parsed
 * tree (which keeps no positions) can still be reported with a line and column.
 */
public final class JsonLocator {

    private JsonLocator() {
    }

    /** A 1-based line and column. */
    public record Position(int line, int column) {
    }

    /** The position of the value at {@code pointer}, or empty when the text has no such value. */
    public static Optional<Position> locate(String text, JsonPointer pointer) {
        try (JsonParser parser = Json.MAPPER.getFactory().createParser(text)) {
            JsonToken token;
            while ((token = parser.nextToken()) != null) {
                if (token == JsonToken.FIELD_NAME || token == JsonToken.END_ARRAY || token == JsonToken.END_OBJECT) {
                    continue;
                }
                // At the start of an object or array the parser has already entered it, so the
                // value's own path is its parent context's.
                JsonStreamContext context = token.isStructStart()
                        ? parser.getParsingContext().getParent() : parser.getParsingContext();
                if (context.pathAsPointer().equals(pointer)) {
                    JsonLocation location = parser.currentTokenLocation();
                    return Optional.of(new Position(location.getLineNr(), location.getColumnNr()));
                }
            }
        } catch (IOException e) {
            return Optional.empty();
        }
        return Optional.empty();
    }
}
