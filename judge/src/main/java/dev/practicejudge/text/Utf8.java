package dev.practicejudge.text;

import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Text as the judge reads it, wherever it comes from (a solution, a problem's JSON, a learner's
 * input): strict UTF-8, and without the byte-order mark that many Windows editors write.
 */
public final class Utf8 {

    private static final String BYTE_ORDER_MARK = "\uFEFF";

    private Utf8() {
    }

    /**
     * The file's text, without a leading byte-order mark.
     *
     * @throws CharacterCodingException when the bytes are not UTF-8; nothing is replaced with
     *     {@code U+FFFD}, so a file saved in another encoding is an error, not a silent change
     * @throws IOException when the file cannot be read (a {@code NoSuchFileException} when it is absent)
     */
    public static String read(Path file) throws IOException {
        return withoutByteOrderMark(Files.readString(file, StandardCharsets.UTF_8));
    }

    /** The text without a leading byte-order mark: it carries no meaning, and javac and JSON reject it. */
    public static String withoutByteOrderMark(String text) {
        return text.startsWith(BYTE_ORDER_MARK) ? text.substring(BYTE_ORDER_MARK.length()) : text;
    }
}
