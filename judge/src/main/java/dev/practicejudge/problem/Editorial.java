package dev.practicejudge.problem;

import java.nio.file.Path;
import java.util.List;
import java.util.Objects;

/**
 * A problem's editorial, read from its {@code editorial.md}: the approaches from naive to best,
 * why each is correct and what it costs, and the pitfalls the package's failing submissions show.
 *
 * @param file the file as messages name it (relative to the repository when inside it)
 * @param markdown the whole file, as written
 * @param approaches its {@code ## Approach N: name} sections, in order
 * @param quotes the paragraphs that are only a link to an accepted submission, which
 *     {@code ./judgew editorial} replaces with that submission's code
 * @param javaBlocks its fenced blocks marked {@code java}, which must compile as solutions
 */
public record Editorial(Path file, String markdown, List<Approach> approaches, List<Quote> quotes,
                        List<JavaBlock> javaBlocks) {

    /** The file's name in a problem package. */
    public static final String FILE = "editorial.md";
    /** The least number of approaches an editorial compares. */
    public static final int MIN_APPROACHES = 2;

    /** One {@code ## Approach N: name} section; {@code line} is its heading's, 1-based. */
    public record Approach(int number, String name, int line) {
        public Approach {
            Objects.requireNonNull(name, "name");
        }
    }

    /**
     * A quote of an accepted submission: a paragraph that is only the link
     * {@code [submissions/accepted/X.java](submissions/accepted/X.java)}.
     *
     * @param line its line in the file, 1-based
     * @param path the submission's path in the problem's folder, {@code submissions/accepted/X.java}
     * @param source the submission's file
     */
    public record Quote(int line, String path, Path source) {
        public Quote {
            Objects.requireNonNull(path, "path");
            Objects.requireNonNull(source, "source");
        }
    }

    /**
     * A fenced block marked {@code java}.
     *
     * @param line the line of its first line of code, 1-based, so a compile error can point into the file
     * @param code its lines, joined with {@code \n}
     */
    public record JavaBlock(int line, String code) {
        public JavaBlock {
            Objects.requireNonNull(code, "code");
        }
    }

    public Editorial {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(markdown, "markdown");
        approaches = List.copyOf(approaches);
        quotes = List.copyOf(quotes);
        javaBlocks = List.copyOf(javaBlocks);
    }
}
