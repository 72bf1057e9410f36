package dev.practicejudge.problem;

import dev.practicejudge.text.Utf8;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * A reference submission in a problem package, Kattis-style: the folder it sits in under
 * {@code submissions/} says which verdict it must get.
 *
 * @param file the source of its {@code Solution} class
 * @param name how reports name it, e.g. {@code accepted/Backtracking.java}
 * @param expectedVerdict the verdict code its folder names, e.g. {@code WA}
 */
public record Submission(Path file, String name, String expectedVerdict) {

    public static final String SUBMISSIONS_DIR = "submissions";
    public static final String ACCEPTED = "accepted";

    /** Folder name to the verdict code its submissions must get, as in Kattis problem packages. */
    public static final Map<String, String> FOLDERS = Map.of(
            ACCEPTED, "AC",
            "wrong_answer", "WA",
            "time_limit_exceeded", "TLE",
            "run_time_error", "RE",
            "memory_limit_exceeded", "MLE",
            "output_limit_exceeded", "OLE");

    public Submission {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(expectedVerdict, "expectedVerdict");
    }

    public boolean isAccepted() {
        return expectedVerdict.equals("AC");
    }

    /**
     * A line in a failing submission that pins what its message must say, e.g.
     * {@code // @expected-message missing [1,2]}: the author's proof that the feedback teaches.
     * {@code validate} checks the message; the editorial's pitfalls quote it.
     */
    public static final String EXPECTED_MESSAGE_TAG = "@expected-message";
    private static final Pattern EXPECTED_MESSAGE = Pattern.compile(
            Pattern.quote(EXPECTED_MESSAGE_TAG) + "[ \\t]+(.*?)[ \\t]*(\\*/)?[ \\t]*$", Pattern.MULTILINE);

    /** The text this submission's {@value #EXPECTED_MESSAGE_TAG} line pins, if it has one. */
    public Optional<String> expectedMessage() {
        return expectedMessage(file);
    }

    /** The text the {@value #EXPECTED_MESSAGE_TAG} line of {@code source} pins, if it has one. */
    public static Optional<String> expectedMessage(Path source) {
        try {
            Matcher m = EXPECTED_MESSAGE.matcher(Utf8.read(source));
            return m.find() && !m.group(1).isEmpty() ? Optional.of(m.group(1)) : Optional.empty();
        } catch (IOException | UncheckedIOException e) {
            return Optional.empty(); // unreadable: judging it reports the real problem
        }
    }

    /**
     * The problem's reference: its first accepted submission, in the order {@link #find} lists them.
     * {@code gen} writes expected outputs from it, {@code run} checks an output against it, and
     * {@code test} decides the expected output of a learner's own test that has none.
     *
     * @param problemDirectory the problem's folder, {@code problems/ID}
     */
    public static Optional<Submission> reference(Path problemDirectory) throws IOException {
        return accepted(problemDirectory).stream().findFirst();
    }

    /**
     * Whether the package's reference solutions were left out on purpose: it has no
     * {@code submissions/} folder at all, as in a student template that {@code judgew assignment}
     * writes (a package an author is writing keeps the folder, which {@code new-problem} makes). The
     * commands that need a reference, an editorial or hints say then that the assignment does not
     * include them, rather than that the package lacks them.
     *
     * @param problemDirectory the problem's folder, {@code problems/ID}
     */
    public static boolean withheld(Path problemDirectory) {
        return !Files.exists(problemDirectory.resolve(SUBMISSIONS_DIR), LinkOption.NOFOLLOW_LINKS);
    }

    /**
     * The problem's accepted submissions, in the order {@link #find} lists them, the
     * {@linkplain #reference reference} first: {@code test --vs-reference} times every one of them, and {@code profile} measures them.
     *
     * @param problemDirectory the problem's folder, {@code problems/ID}
     */
    public static List<Submission> accepted(Path problemDirectory) throws IOException {
        return find(problemDirectory.resolve(SUBMISSIONS_DIR), new ArrayList<>()).stream()
                .filter(Submission::isAccepted).toList();
    }

    /**
     * Every submission under {@code submissionsDir}: each {@code *.java} file in a verdict folder,
     * and each sub-folder holding a {@code Solution.java}.
     *
     * @param unknownFolders receives folders whose names are not verdicts
     */
    public static List<Submission> find(Path submissionsDir, List<String> unknownFolders) throws IOException {
        List<Submission> found = new ArrayList<>();
        if (!Files.isDirectory(submissionsDir)) {
            return found;
        }
        for (Path folder : sorted(submissionsDir)) {
            if (!Files.isDirectory(folder)) {
                continue;
            }
            String folderName = folder.getFileName().toString();
            String verdict = FOLDERS.get(folderName);
            if (verdict == null) {
                unknownFolders.add(folderName);
                continue;
            }
            for (Path entry : sorted(folder)) {
                String entryName = entry.getFileName().toString();
                if (Files.isRegularFile(entry) && entryName.endsWith(".java")) {
                    found.add(new Submission(entry, folderName + "/" + entryName, verdict));
                } else if (Files.isRegularFile(entry.resolve("Solution.java"))) {
                    found.add(new Submission(entry.resolve("Solution.java"),
                            folderName + "/" + entryName + "/Solution.java", verdict));
                }
            }
        }
        return found;
    }

    private static List<Path> sorted(Path dir) throws IOException {
        try (Stream<Path> entries = Files.list(dir)) {
            return entries.sorted().toList();
        }
    }
}
