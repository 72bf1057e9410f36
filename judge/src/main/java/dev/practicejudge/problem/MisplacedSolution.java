package dev.practicejudge.problem;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A solution the judge will not read because it is almost, but not exactly, where the judge looks
 * ({@code solutions/<id>/Solution.java}): found by {@link SolutionLayout}, with the command that
 * puts it there. The judge never runs that command itself; the learner does.
 *
 * <p>Paths are as the learner sees them: relative to the repository root, with {@code /}.
 *
 * @param kind how it is off
 * @param problemId the problem it is most likely for; empty when nothing says which
 * @param file the Java file found (the one the fix moves), e.g. {@code solutions/palindrome-partitioning/solution.java}
 * @param others further candidate files for the same problem, when there are several; the fix picks {@code file}
 * @param message what was found and why it is not judged, one sentence without the fix
 * @param fix a shell command to paste at the repository root that moves it into place; empty when
 *     no single command is safe (the place is taken, or the problem is unknown)
 */
public record MisplacedSolution(Kind kind, Optional<String> problemId, String file, List<String> others,
                                String message, Optional<String> fix) {

    private static final Pattern SAFE_FOR_SHELL = Pattern.compile("[A-Za-z0-9._/+=@-]+");

    /** How a solution is off; {@link #code()} is its name in the JSON report. */
    public enum Kind {
        /** {@code solutions/<id>/solution.java}: the right name in the wrong letter case. */
        WRONG_CASE("wrong-case"),
        /** Another {@code .java} file in the problem's folder (another name, or a subfolder). */
        OTHER_FILE("other-file"),
        /** A folder under {@code solutions/} that is not a problem id ({@code letter-combinations}, {@code N-Queens}). */
        NOT_A_PROBLEM_FOLDER("not-a-problem-folder"),
        /** A {@code .java} file directly in {@code solutions/}, in no problem's folder. */
        OUTSIDE_A_PROBLEM_FOLDER("outside-a-problem-folder");

        private final String code;

        Kind(String code) {
            this.code = code;
        }

        public String code() {
            return code;
        }
    }

    public MisplacedSolution {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(problemId, "problemId");
        Objects.requireNonNull(file, "file");
        others = List.copyOf(others);
        Objects.requireNonNull(message, "message");
        Objects.requireNonNull(fix, "fix");
    }

    /**
     * The other way to judge it, without moving anything: {@code ./judgew test ID --solution FILE};
     * empty when the problem is unknown.
     */
    public Optional<String> alternative() {
        return alternative("test");
    }

    /** {@link #alternative()} for another command that takes {@code --solution} ({@code run}, {@code watch}). */
    public Optional<String> alternative(String command) {
        return problemId.map(id -> "./judgew " + command + " " + id + " --solution " + shellWord(file));
    }

    /** A path as a shell word: as it is when nothing in it is special to the shell, else in single quotes. */
    public static String shellWord(String path) {
        return SAFE_FOR_SHELL.matcher(path).matches() ? path : "'" + path.replace("'", "'\\''") + "'";
    }

    /** Whether this is about problem {@code id}. */
    public boolean isFor(String id) {
        return problemId.filter(id::equals).isPresent();
    }

    /** The message and the fix on one line, e.g. for an annotation or a JUnit message. */
    public String oneLine() {
        return message + fix.map(f -> " Fix: " + f).orElse("")
                + alternative().map(a -> (fix.isPresent() ? " Or, without moving it: " : " Without moving it: ") + a)
                        .orElse("");
    }
}
