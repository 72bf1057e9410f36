package dev.practicejudge.json;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonPointer;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import dev.practicejudge.json.JsonLocator.Position;
import java.util.Objects;
import java.util.Optional;

/**
 * A JSON text read with the judge's strict configuration that still knows where its values
 * stand, so that an error found in the tree (which keeps no positions) names a line and column,
 * and a syntax error names Jackson's position, with the reason in the judge's words ({@link SyntaxReason}).
 *
 * <p>A document may be a piece of a larger text (one value of {@code n = 4, k = 2}); it is then
 * parsed from where it {@code starts}, and every position it reports is in the larger text.
 */
public final class JsonDocument {

    private static final Position TEXT_START = new Position(1, 1);

    /** The text, or null until an error needs it when the document was read from ASCII bytes. */
    private String text;
    private final byte[] ascii;
    private final JsonNode root;
    private final Position start;

    private JsonDocument(String text, JsonNode root, Position start) {
        this.text = text;
        this.ascii = null;
        this.root = root;
        this.start = start;
    }

    private JsonDocument(byte[] ascii, JsonNode root) {
        this.ascii = ascii;
        this.root = root;
        this.start = TEXT_START;
    }

    /**
     * Parses a whole file's bytes when they are all ASCII (then they are UTF-8 text without a
     * byte-order mark, as the judge reads files), without making a string of them unless an error
     * is to be located: a 6 MB test file is then read once, not copied twice more.
     *
     * @return the document, or empty when the bytes are not all ASCII (read them as text instead)
     * @throws Malformed as {@link #parse(String)} throws it
     */
    public static Optional<JsonDocument> parseAscii(byte[] bytes) throws Malformed {
        for (byte b : bytes) {
            if (b < 0) {
                return Optional.empty();
            }
        }
        JsonNode quick = TreeReader.read(bytes);
        if (quick != null) {
            return Optional.of(new JsonDocument(bytes, quick));
        }
        // Jackson's tree, or its error, from the text exactly as before.
        return Optional.of(parse(new String(bytes, java.nio.charset.StandardCharsets.ISO_8859_1)));
    }

    /** Parses a whole text. An empty or blank text gives a document whose root is a missing node. */
    public static JsonDocument parse(String text) throws Malformed {
        return parse(text, TEXT_START);
    }

    /**
     * Parses a text that begins at {@code start} of a larger one.
     *
     * @throws Malformed with the reason in plain words and Jackson's position, moved into the larger text
     */
    public static JsonDocument parse(String text, Position start) throws Malformed {
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(start, "start");
        // The quick reader builds the same tree; what it leaves (and every error) is Jackson's.
        JsonNode quick = TreeReader.read(text);
        if (quick != null) {
            return new JsonDocument(text, quick, start);
        }
        try {
            JsonNode root = Json.MAPPER.readTree(text);
            return new JsonDocument(text, root == null ? MissingNode.getInstance() : root, start);
        } catch (JsonProcessingException e) {
            JsonLocation location = e.getLocation();
            Optional<Position> at = location == null || location.getLineNr() <= 0 ? Optional.empty()
                    : Optional.of(shift(start, new Position(location.getLineNr(), location.getColumnNr())));
            throw new Malformed(at, SyntaxReason.of(e.getOriginalMessage(), p -> shift(start, p)));
        }
    }

    /** The parsed value: a missing node when the text holds none. */
    public JsonNode root() {
        return root;
    }

    /** Where the value at a JSON pointer ({@code "/input/n"}; {@code ""} for the root) starts, if it exists. */
    public Optional<Position> locate(String pointer) {
        if (text == null) {
            text = new String(ascii, java.nio.charset.StandardCharsets.ISO_8859_1);
        }
        return JsonLocator.locate(text, JsonPointer.compile(pointer)).map(p -> shift(start, p));
    }

    /** A key as one JSON-pointer segment (RFC 6901): {@code ~} and {@code /} escaped. */
    public static String segment(String key) {
        return "/" + key.replace("~", "~0").replace("/", "~1");
    }

    /** A position within a piece as a position in the text the piece starts at {@code start} of. */
    private static Position shift(Position start, Position within) {
        return within.line() == 1
                ? new Position(start.line(), start.column() + within.column() - 1)
                : new Position(start.line() + within.line() - 1, within.column());
    }

    /** A text that is not JSON: where (when Jackson knows) and why, in plain words. */
    public static final class Malformed extends Exception {
        private static final long serialVersionUID = 1L;

        private final transient Optional<Position> position;
        private final String detail;

        public Malformed(Optional<Position> position, String detail) {
            super("malformed JSON: " + detail);
            this.position = Objects.requireNonNull(position, "position");
            this.detail = Objects.requireNonNull(detail, "detail");
        }

        /** Where the text stops being JSON, when known. */
        public Optional<Position> position() {
            return position;
        }

        /** The reason alone, without the "malformed JSON: " that {@link #getMessage()} starts with. */
        public String detail() {
            return detail;
        }
    }
}
