package dev.practicejudge.report;

import dev.practicejudge.classroom.ClassroomNotices;
import dev.practicejudge.compile.CompileDiagnostic;
import dev.practicejudge.judge.JudgeListener;
import dev.practicejudge.judge.ProblemResult;
import dev.practicejudge.judge.RunSummary;
import dev.practicejudge.judge.TestResult;
import dev.practicejudge.judge.Verdict;
import dev.practicejudge.problem.MisplacedSolution;
import dev.practicejudge.run.SandboxStatus;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Speaks to GitHub Actions when the judge runs there: annotations on the failing files, a
 * Markdown job summary that says whether the sandbox was on, and the two notices GitHub Classroom
 * reads as the score ({@link ClassroomNotices}), unless a Classroom reporter step makes them.
 *
 * <p>Everything the judge echoes while problems are judged (the solution's output, its exception
 * messages, its returned values) is printed between {@code ::stop-commands::TOKEN} and
 * {@code ::TOKEN::} with a random token, so no solution can forge a workflow command. Annotations
 * are capped, since GitHub shows only about ten of a kind per step; the rest are counted in a
 * warning, and the job summary has everything.
 */
public final class GitHubReporter implements JudgeListener {

    /** Error annotations GitHub shows per step, about; more are dropped silently, so we say so ourselves. */
    static final int MAX_ERROR_ANNOTATIONS = 10;
    /** Warning annotations for solution files not judged, per step, for the same reason. */
    static final int MAX_WARNING_ANNOTATIONS = 10;
    static final int MAX_SUMMARY_LINES = 40;
    private static final SecureRandom RANDOM = new SecureRandom();

    private final PrintWriter out;
    private final Path summaryFile;
    private final String token;
    private final SandboxStatus sandbox;
    private final boolean scoreNotices;
    private boolean commandsStopped;

    /**
     * @param summaryFile where {@code $GITHUB_STEP_SUMMARY} points, or null to write no summary
     * @param sandbox whether the run's solutions ran in the sandbox, for the job summary
     * @param scoreNotices whether to emit Classroom's score notices: not when the run sets a grader's
     *     {@code result} output, for then the reporter step emits them, and Classroom must see one score
     */
    GitHubReporter(PrintWriter out, Path summaryFile, String token, SandboxStatus sandbox, boolean scoreNotices) {
        this.out = out;
        this.summaryFile = summaryFile;
        this.token = token;
        this.sandbox = sandbox;
        this.scoreNotices = scoreNotices;
    }

    /** Whether the judge runs in GitHub Actions ({@code GITHUB_ACTIONS=true}). */
    public static boolean active(Map<String, String> environment) {
        return "true".equals(environment.get("GITHUB_ACTIONS"));
    }

    /** A reporter when {@code GITHUB_ACTIONS=true}; empty otherwise. */
    public static Optional<GitHubReporter> fromEnvironment(Map<String, String> environment, PrintWriter out,
                                                           SandboxStatus sandbox, boolean scoreNotices) {
        if (!active(environment)) {
            return Optional.empty();
        }
        String summary = environment.get("GITHUB_STEP_SUMMARY");
        byte[] bytes = new byte[16];
        RANDOM.nextBytes(bytes);
        return Optional.of(new GitHubReporter(out, summary == null || summary.isBlank() ? null : Path.of(summary),
                "judge-" + HexFormat.of().formatHex(bytes), sandbox, scoreNotices));
    }

    @Override
    public void problemStarted(String problemId, String title, int testCount, String solution) {
        if (!commandsStopped) {
            // From here on the console echoes what solutions printed and returned.
            out.println("::stop-commands::" + token);
            out.flush();
            commandsStopped = true;
        }
    }

    @Override
    public void runFinished(RunSummary summary) {
        if (commandsStopped) {
            out.println("::" + token + "::");
            commandsStopped = false;
        }
        annotate(summary.results());
        warnMisplaced(summary.misplaced());
        for (ProblemResult result : summary.results()) {
            // A notice, never an error: the tier does not change the verdict, and must not look as if it did.
            String challenge = ChallengeTier.summary(result);
            if (challenge != null) {
                out.println("::notice title=" + property("Challenge tier of " + result.id()) + "::"
                        + data(challenge + " (harder than the source's own tests; it does not change the verdict)"));
            }
            // A notice too, and no annotation on a failing line: the learner's own tests never fail a problem.
            String own = OwnTestsWording.summary(result);
            if (own != null) {
                out.println("::notice title=" + property("Your own tests of " + result.id()) + "::"
                        + data(own + " (solutions/" + result.id() + "/tests; they do not change the verdict)"));
            }
        }
        if (summary.partial()) {
            // Said, but under a title Classroom does not read: a partial run earns nothing, not a zero.
            out.println("::notice title=Points::" + data(summary.pointsLine()));
        } else if (scoreNotices) {
            ClassroomNotices.commands(summary).forEach(out::println);
        }
        out.flush();
        if (summaryFile != null) {
            try {
                Files.writeString(summaryFile, JobSummary.markdown(summary, sandbox), StandardCharsets.UTF_8,
                        StandardOpenOption.CREATE, StandardOpenOption.APPEND);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot write the job summary to " + summaryFile + ": "
                        + e.getMessage(), e);
            }
        }
    }

    /** One error per compile error (with line and column) and one per other failing problem, capped. */
    private void annotate(List<ProblemResult> results) {
        List<String> annotations = new ArrayList<>();
        for (ProblemResult result : results) {
            if (result.accepted()) {
                continue;
            }
            String title = result.verdict() + " in " + result.id();
            if (result.verdict() == Verdict.CE && !result.diagnostics().isEmpty()) {
                for (CompileDiagnostic d : result.diagnostics()) {
                    annotations.add("::error file=" + property(d.file())
                            + (d.line() > 0 ? ",line=" + d.line() : "") + (d.column() > 0 ? ",col=" + d.column() : "")
                            + ",title=" + property(title) + "::" + data(d.message()));
                }
                continue;
            }
            String where = result.solution() == null ? "" : "file=" + property(result.solution()) + ",";
            annotations.add("::error " + where + "title=" + property(title) + "::" + data(firstFailure(result)));
        }
        int shown = Math.min(annotations.size(), MAX_ERROR_ANNOTATIONS);
        annotations.subList(0, shown).forEach(out::println);
        if (annotations.size() > shown) {
            out.println("::warning title=More failures::" + data((annotations.size() - shown)
                    + " more errors were not annotated (GitHub shows about " + MAX_ERROR_ANNOTATIONS
                    + " per step); the job summary lists every failure."));
        }
    }

    /**
     * One warning on each solution file that was not judged because it is not quite where the judge
     * reads it, with the fix: a misnamed file earns nothing, and without this a grader would see
     * only a green job and a low score. Capped like the errors.
     */
    private void warnMisplaced(List<MisplacedSolution> misplaced) {
        int shown = Math.min(misplaced.size(), MAX_WARNING_ANNOTATIONS);
        for (MisplacedSolution m : misplaced.subList(0, shown)) {
            out.println("::warning file=" + property(m.file()) + ",title="
                    + property("Not judged" + m.problemId().map(id -> ": " + id).orElse("")) + "::" + data(m.oneLine()));
        }
        if (misplaced.size() > shown) {
            out.println("::warning title=More solution files not judged::" + data((misplaced.size() - shown)
                    + " more solution files are not where the judge reads them; the job summary lists each with its fix."));
        }
    }

    /** What a failing problem's annotation says: its first failing test and why. */
    static String firstFailure(ProblemResult result) {
        // The verdict's own tests: a challenge test never makes a problem fail.
        for (TestResult test : result.requiredResults()) {
            if (!test.passed()) {
                String why = test.message() == null ? test.verdict().description()
                        : test.message().lines().findFirst().orElse("");
                return result.verdict().description() + " on test " + test.name() + ": " + why + " ("
                        + result.passedTests() + "/" + result.totalTests() + " tests passed)";
            }
        }
        return result.message() == null ? result.verdict().description()
                : result.message().lines().findFirst().orElse("");
    }

    /** A workflow command's message: %, CR and LF escaped. */
    static String data(String text) {
        return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A");
    }

    /** A workflow command's property value: also ':' and ',' escaped. */
    static String property(String text) {
        return data(text).replace(":", "%3A").replace(",", "%2C");
    }

    /** The Markdown job summary. */
    static final class JobSummary {

        private JobSummary() {
        }

        /** A problem's verdict cell; a partial run's AC is only that of the tests judged, so it gets no tick. */
        private static String verdict(ProblemResult result) {
            if (result.partial()) {
                return (result.accepted() ? "➖ " : "❌ ") + result.verdict() + " (partial run)";
            }
            return (result.accepted() ? "✅ " : "❌ ") + result.verdict();
        }

        static String markdown(RunSummary summary, SandboxStatus sandbox) {
            StringBuilder md = new StringBuilder();
            long accepted = summary.results().stream().filter(r -> r.accepted() && !r.partial()).count();
            md.append("### Practice Judge: ").append(accepted).append(" of ").append(summary.results().size())
                    .append(" judged problems accepted, ").append(summary.pointsLine()).append("\n\n");
            sandbox(md, sandbox);
            misplaced(md, summary.misplaced());
            boolean challenges = summary.results().stream().anyMatch(ProblemResult::hasChallenge);
            boolean own = summary.results().stream().anyMatch(r -> !r.ownTests().isEmpty());
            md.append("| Problem | Verdict | Tests passed | Time | Points |").append(challenges ? " Challenge tier |" : "")
                    .append(own ? " Your own tests |" : "").append('\n');
            md.append("|---|---|---|---|---|").append(challenges ? "---|" : "").append(own ? "---|" : "").append('\n');
            for (ProblemResult result : summary.results()) {
                md.append("| ").append(cell(result.id() + (result.title().equals(result.id()) ? ""
                                : " (" + result.title() + ")")))
                        .append(" | ").append(verdict(result))
                        .append(" | ").append(result.passedTests()).append('/').append(result.partial()
                                ? result.requiredResults().size() + " judged of " + result.totalTests() : result.totalTests())
                        .append(" | ").append(String.format(Locale.ROOT, "%.1f ms", result.totalJudgedMs()))
                        .append(" | ").append(RunSummary.number(result.points())).append('/').append(result.maxPoints())
                        .append(" |");
                if (challenges) {
                    String challenge = ChallengeTier.summary(result);
                    md.append(' ').append(challenge == null ? "–" : (ChallengeTier.allSolved(result) ? "🏆 " : "")
                            + cell(challenge)).append(" |");
                }
                if (own) {
                    String ownSummary = OwnTestsWording.summary(result);
                    md.append(' ').append(ownSummary == null ? "–" : cell(ownSummary)).append(" |");
                }
                md.append('\n');
            }
            for (RunSummary.NotAttempted n : summary.notAttempted()) {
                md.append("| ").append(cell(n.id() + (n.title().equals(n.id()) ? "" : " (" + n.title() + ")")))
                        .append(n.misplaced().map(m -> " | ⚠️ not judged: " + cell("found " + m.file()))
                                .orElse(" | ➖ not attempted"))
                        .append(" | – | – | 0/").append(n.maxPoints()).append(" |")
                        .append(challenges ? " – |" : "").append(own ? " – |" : "").append('\n');
            }
            md.append('\n');
            for (ProblemResult result : summary.results()) {
                if (!result.accepted()) {
                    details(md, result);
                }
            }
            return md.toString();
        }

        /**
         * Whether solutions ran in the sandbox: a plain line when they did; a warning when they did not,
         * since a grader then ran other people's code with the job's access to the repository and network.
         */
        private static void sandbox(StringBuilder md, SandboxStatus sandbox) {
            if (sandbox.on()) {
                md.append("Sandbox: on (").append(html(sandbox.detail())).append(").\n\n");
                return;
            }
            md.append("> [!WARNING]\n> **Sandbox: off** (").append(html(sandbox.detail())).append("): solutions ran "
                    + "with the job's own access to the repository (the tests' expected outputs included) and to the "
                    + "network. See docs/security.md and, for GitHub's runners, docs/classroom.md.\n\n");
        }

        /** A warning block above the table: what was not judged, and the command that fixes each. */
        private static void misplaced(StringBuilder md, List<MisplacedSolution> misplaced) {
            if (misplaced.isEmpty()) {
                return;
            }
            md.append("> [!WARNING]\n> **Not judged: ").append(misplaced.size() == 1 ? "a solution file is"
                    : misplaced.size() + " solution files are").append(" not where the judge reads them** "
                    + "(`solutions/<id>/Solution.java`), so they earn no points. The judge never moves files; "
                    + "run each fix from the repository root and push again.\n>\n");
            for (MisplacedSolution m : misplaced) {
                md.append("> - ").append(m.problemId().map(id -> "**" + html(id) + "**: ").orElse(""))
                        .append(html(m.message()));
                m.fix().ifPresent(f -> md.append("<br>fix: ").append(code(f)));
                m.alternative().ifPresent(a -> md.append("<br>or, without moving it: ").append(code(a)));
                md.append('\n');
            }
            md.append('\n');
        }

        /** Inline code that no backtick in the text can close early. */
        private static String code(String text) {
            String ticks = text.contains("`") ? "``" : "`";
            return ticks + (ticks.length() > 1 ? " " + text + " " : text) + ticks;
        }

        private static void details(StringBuilder md, ProblemResult result) {
            md.append("<details><summary>").append(html(result.id() + ": " + firstFailure(result)))
                    .append("</summary>\n\n");
            if (result.verdict() == Verdict.CE || result.tests().isEmpty()) {
                // Every compile error, however many: annotations show only the first few.
                fence(md, "text", result.message() == null ? "" : result.message(), Integer.MAX_VALUE);
            } else {
                for (TestResult test : result.requiredResults()) {
                    if (test.passed()) {
                        continue;
                    }
                    md.append("**").append(html(test.name())).append("**: ").append(test.verdict()).append(", ")
                            .append(test.stopped() ? "over " + test.stoppedOverLimitMs() + " ms (stopped)"
                                    : String.format(Locale.ROOT, "%.1f ms", test.timing().judgedMs())).append("\n\n");
                    fence(md, "text", "input: " + FailureDetails.input(test.input())
                            + (test.message() == null ? "" : "\n" + test.message()));
                    if (test.feedback() != null && test.feedback().diff() != null) {
                        fence(md, "diff", test.feedback().diff());
                    } else if (test.feedback() != null && !test.showsExpected()) {
                        // No diff against one valid answer of many: the learner's answer beside the reason.
                        fence(md, "text", "actual:\n" + test.feedback().actual());
                    }
                    if (!test.output().stdout().isEmpty()) {
                        fence(md, "text", "stdout:\n" + test.output().stdout());
                    }
                    // The first failure in full; the others are in the table and the artifacts.
                    break;
                }
            }
            md.append("</details>\n\n");
        }

        /** A fenced block that no backticks in the text can close early; long texts are cut. */
        private static void fence(StringBuilder md, String language, String text) {
            fence(md, language, text, MAX_SUMMARY_LINES);
        }

        private static void fence(StringBuilder md, String language, String text, int maxLines) {
            List<String> lines = text.lines().toList();
            String body = String.join("\n", lines.subList(0, Math.min(lines.size(), maxLines)))
                    + (lines.size() > maxLines ? "\n... (" + (lines.size() - maxLines) + " more lines)" : "");
            int longest = 2;
            int run = 0;
            for (char c : body.toCharArray()) {
                run = c == '`' ? run + 1 : 0;
                longest = Math.max(longest, run);
            }
            String ticks = "`".repeat(longest + 1);
            md.append(ticks).append(language).append('\n').append(body).append('\n').append(ticks).append("\n\n");
        }

        private static String cell(String text) {
            return html(text).replace("|", "\\|");
        }

        private static String html(String text) {
            return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
        }
    }
}
