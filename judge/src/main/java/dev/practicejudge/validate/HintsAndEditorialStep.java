package dev.practicejudge.validate;

import dev.practicejudge.compile.CompilationResult;
import dev.practicejudge.compile.SolutionCompiler;
import dev.practicejudge.problem.Editorial;
import dev.practicejudge.problem.Hints;
import dev.practicejudge.problem.Problem;
import dev.practicejudge.problem.ProblemFormatException;
import dev.practicejudge.problem.ProblemLoader;
import dev.practicejudge.problem.Submission;
import dev.practicejudge.text.Utf8;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * The hints-and-editorial step of {@code validate}: a package must carry {@code hints.md} and
 * {@code editorial.md} in the format (docs/problem-format.md), the editorial's {@code java} blocks
 * must compile as solutions of the problem, as submissions do, and it must not paste an accepted
 * submission's code (it quotes it by a link instead). The format itself is read by
 * {@link ProblemLoader#loadHints} and {@link ProblemLoader#loadEditorial}, whose first error is a
 * failure here.
 */
final class HintsAndEditorialStep {

    /** A java block at least this long that an accepted submission contains is a paste of it, not an illustration. */
    private static final int PASTE_CHARS = 200;

    private final ProblemLoader loader;
    private final SolutionCompiler compiler;
    private final Function<Path, String> display;

    HintsAndEditorialStep(ProblemLoader loader, SolutionCompiler compiler, Function<Path, String> display) {
        this.loader = Objects.requireNonNull(loader, "loader");
        this.compiler = Objects.requireNonNull(compiler, "compiler");
        this.display = Objects.requireNonNull(display, "display");
    }

    void check(Problem problem, Consumer<Finding> sink) {
        checkHints(problem, sink);
        checkEditorial(problem, sink);
    }

    private void checkHints(Problem problem, Consumer<Finding> sink) {
        try {
            loader.loadHints(problem.directory()).ifPresentOrElse(
                    hints -> sink.accept(Finding.ok("hints: " + hints.count() + " in " + hints.file() + ", each "
                            + "with text and at most " + Hints.MAX_WORDS + " words")),
                    () -> sink.accept(Finding.fail("no " + display.apply(problem.directory().resolve(Hints.FILE))
                            + ": add " + Hints.MIN + " to " + Hints.MAX + " progressive hints, \"# Hints\" then "
                            + "\"## Hint 1\", \"## Hint 2\", ... (docs/problem-format.md)")));
        } catch (ProblemFormatException e) {
            sink.accept(Finding.fail(e.getMessage()));
        }
    }

    private void checkEditorial(Problem problem, Consumer<Finding> sink) {
        Editorial editorial;
        try {
            var found = loader.loadEditorial(problem.directory(), problem.spec());
            if (found.isEmpty()) {
                sink.accept(Finding.fail("no " + display.apply(problem.directory().resolve(Editorial.FILE))
                        + ": add the editorial, \"# " + problem.spec().title() + ": editorial\", its approaches from "
                        + "naive to best, and its pitfalls (docs/problem-format.md)"));
                return;
            }
            editorial = found.get();
        } catch (ProblemFormatException e) {
            sink.accept(Finding.fail(e.getMessage()));
            return;
        }
        boolean good = true;
        for (Editorial.JavaBlock block : editorial.javaBlocks()) {
            good &= compiles(problem, editorial, block, sink);
        }
        good &= pastesNoAcceptedSubmission(problem, editorial, sink);
        if (good) {
            long pitfalls = countFailingSubmissions(problem);
            sink.accept(Finding.ok("editorial: " + editorial.approaches().size() + " approaches, "
                    + (pitfalls == 0 ? "no failing submission to link in its pitfalls"
                            : pitfalls == 1 ? "the failing submission linked in its pitfalls"
                            : "all " + pitfalls + " failing submissions linked in its pitfalls")
                    + (editorial.quotes().isEmpty() ? "" : ", quotes " + String.join(", ",
                            editorial.quotes().stream().map(q -> q.path().replaceFirst("^submissions/", "")).toList()))
                    + (editorial.javaBlocks().isEmpty() ? "" : ", " + editorial.javaBlocks().size() + " java block"
                            + (editorial.javaBlocks().size() == 1 ? " compiles" : "s compile"))));
        }
        warnAboutUnquotedReferences(problem, editorial, sink);
    }

    /**
     * Compiles a java block as the problem's solution. The block is written to a file of its own with
     * as many blank lines before it as come before it in the editorial, so javac's line numbers are the
     * editorial's.
     */
    private boolean compiles(Problem problem, Editorial editorial, Editorial.JavaBlock block, Consumer<Finding> sink) {
        Path folder = null;
        try {
            folder = Files.createTempDirectory("editorial-block-");
            Path source = folder.resolve(SolutionCompiler.SOLUTION_CLASS + ".java");
            Files.writeString(source, "\n".repeat(block.line() - 1) + block.code() + "\n", StandardCharsets.UTF_8);
            CompilationResult result = compiler.compile(source, editorial.file().toString(), problem.spec().method());
            if (result instanceof CompilationResult.Failed failed) {
                sink.accept(Finding.fail(editorial.file() + ":" + block.line() + ": the ```java block does not compile "
                        + "as a solution of this problem (mark fragments and pseudo code ```text):\n" + failed.report()));
                return false;
            }
            return true;
        } catch (IOException e) {
            sink.accept(Finding.fail(editorial.file() + ":" + block.line() + ": cannot compile the ```java block: "
                    + e.getMessage()));
            return false;
        } finally {
            deleteQuietly(folder);
        }
    }

    /** The editorial quotes accepted submissions by a link; pasting one's code duplicates it. */
    private boolean pastesNoAcceptedSubmission(Problem problem, Editorial editorial, Consumer<Finding> sink) {
        boolean good = true;
        for (Editorial.JavaBlock block : editorial.javaBlocks()) {
            String code = collapse(block.code());
            if (code.length() < PASTE_CHARS) {
                continue;
            }
            for (Submission submission : accepted(problem)) {
                String source;
                try {
                    source = collapse(Utf8.read(submission.file()));
                } catch (IOException e) {
                    continue;  // judging it reports the real problem
                }
                if (source.contains(code)) {
                    String path = Submission.SUBMISSIONS_DIR + "/" + submission.name();
                    sink.accept(Finding.fail(editorial.file() + ":" + block.line() + ": the ```java block is the code "
                            + "of " + path + ": quote it instead, with a paragraph that is only the link ["
                            + path + "](" + path + ")"));
                    good = false;
                }
            }
        }
        return good;
    }

    /** Every accepted submission should be quoted where its approach is explained: said as a warning. */
    private void warnAboutUnquotedReferences(Problem problem, Editorial editorial, Consumer<Finding> sink) {
        List<String> quoted = editorial.quotes().stream().map(Editorial.Quote::path).toList();
        for (Submission submission : accepted(problem)) {
            String path = Submission.SUBMISSIONS_DIR + "/" + submission.name();
            if (!quoted.contains(path)) {
                sink.accept(Finding.warn(editorial.file() + " does not quote " + path + ": under the approach it "
                        + "implements, add a paragraph that is only the link [" + path + "](" + path + ")"));
            }
        }
    }

    private static List<Submission> accepted(Problem problem) {
        try {
            return Submission.accepted(problem.directory());
        } catch (IOException e) {
            return List.of();  // listing the submissions fails again, with the reason, when they are judged
        }
    }

    private static long countFailingSubmissions(Problem problem) {
        try {
            return Submission.find(problem.directory().resolve(Submission.SUBMISSIONS_DIR), new ArrayList<>()).stream()
                    .filter(s -> !s.isAccepted()).count();
        } catch (IOException e) {
            return 0;
        }
    }

    private static String collapse(String text) {
        return text.replaceAll("\\s+", " ").strip();
    }

    private static void deleteQuietly(Path folder) {
        if (folder == null) {
            return;
        }
        try (Stream<Path> paths = Files.walk(folder)) {
            paths.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            // A leftover temporary folder is harmless.
        }
    }
}
