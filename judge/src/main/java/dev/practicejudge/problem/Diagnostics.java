package dev.practicejudge.problem;

import dev.practicejudge.json.JsonDocument;
import dev.practicejudge.json.JsonLocator;
import dev.practicejudge.text.Utf8;
import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Where every error of a package's loading is made: the file named relative to the repository root
 * (so it can be clicked in an editor or a CI log) and, through the {@link PackageJson} it reads, the
 * line and column a JSON pointer leads to. Loading stops at the first error, as it always has.
 */
final class Diagnostics {

    private final Path repositoryRoot;

    /** @param repositoryRoot the folder that error messages name files relative to */
    Diagnostics(Path repositoryRoot) {
        this.repositoryRoot = repositoryRoot.toAbsolutePath().normalize();
    }

    /** The JSON file {@code file}, parsed; what stops it from parsing is the error. */
    PackageJson read(Path file) throws ProblemFormatException {
        Path shown = display(file);
        String text;
        try {
            // Nearly every file is ASCII: read once, parsed from its bytes; any other is read as text, as always.
            Optional<JsonDocument> ascii = readAscii(file, shown);
            if (ascii.isPresent()) {
                return new PackageJson(shown, ascii.get());
            }
            text = Utf8.read(file);
        } catch (NoSuchFileException e) {
            if (Files.isSymbolicLink(file)) {
                String target;
                try {
                    target = Files.readSymbolicLink(file).toString();
                } catch (IOException | UnsupportedOperationException unreadable) {
                    target = "somewhere";
                }
                throw new ProblemFormatException(shown, "cannot read: it is a link to " + target
                        + ", which does not exist");
            }
            throw new ProblemFormatException(shown, "file not found");
        } catch (java.nio.file.AccessDeniedException e) {
            throw new ProblemFormatException(shown, "cannot read: permission denied (check the file's permissions)");
        } catch (CharacterCodingException e) {
            throw new ProblemFormatException(shown, "not valid UTF-8 text");
        } catch (IOException e) {
            throw new ProblemFormatException(shown, "cannot read: " + e.getMessage());
        }
        try {
            JsonDocument json = JsonDocument.parse(text);
            if (json.root().isMissingNode()) {
                throw new ProblemFormatException(shown, 1, 1, "the file is empty; expected a JSON object");
            }
            return new PackageJson(shown, json);
        } catch (JsonDocument.Malformed e) {
            throw new ProblemFormatException(shown, e.position().map(JsonLocator.Position::line).orElse(0),
                    e.position().map(JsonLocator.Position::column).orElse(0), e.getMessage());
        }
    }

    /**
     * The file parsed from its bytes when they are all ASCII; empty when they are not, or when the
     * file cannot be read (reading it as text then says why, in the usual words).
     */
    private static Optional<JsonDocument> readAscii(Path file, Path shown) throws ProblemFormatException {
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (IOException e) {
            return Optional.empty();
        }
        try {
            Optional<JsonDocument> json = JsonDocument.parseAscii(bytes);
            if (json.isPresent() && json.get().root().isMissingNode()) {
                throw new ProblemFormatException(shown, 1, 1, "the file is empty; expected a JSON object");
            }
            return json;
        } catch (JsonDocument.Malformed e) {
            throw new ProblemFormatException(shown, e.position().map(JsonLocator.Position::line).orElse(0),
                    e.position().map(JsonLocator.Position::column).orElse(0), e.getMessage());
        }
    }

    /** How messages name {@code file}: relative to the repository root when it is inside it. */
    Path display(Path file) {
        Path absolute = file.toAbsolutePath().normalize();
        return absolute.startsWith(repositoryRoot) ? repositoryRoot.relativize(absolute) : absolute;
    }
}
