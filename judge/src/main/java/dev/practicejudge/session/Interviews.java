package dev.practicejudge.session;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.interview.FollowUps;
import dev.practicejudge.interview.Interview;
import dev.practicejudge.interview.InterviewJson;
import dev.practicejudge.interview.InterviewLog;
import dev.practicejudge.interview.Scorecard;
import dev.practicejudge.json.Json;
import dev.practicejudge.judge.JudgeListener;
import dev.practicejudge.judge.ProblemResult;
import dev.practicejudge.learn.ProblemSheet;
import dev.practicejudge.present.Styles;
import dev.practicejudge.problem.Editorial;
import dev.practicejudge.problem.Problem;
import dev.practicejudge.problem.ProblemFormatException;
import dev.practicejudge.problem.ProblemLoader;
import dev.practicejudge.problem.TestCase;
import dev.practicejudge.problem.Workspace;
import dev.practicejudge.profile.Growth;
import dev.practicejudge.report.ProfileReports;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Random;
import java.util.function.UnaryOperator;

/**
 * Mock interviews ({@code interview}): one problem, a clock, the samples only until a submit, no
 * hints or editorial unless revealed, and a scorecard at the end. The record of each session is the
 * workspace's {@link InterviewLog}; the other commands ask here whether a session is open on their
 * problem ({@link #openOn}) and tell it what they did.
 */
public final class Interviews {

    /** The time allowed when none is given, by difficulty, as interviews usually give. */
    static final Map<String, Integer> DEFAULT_MINUTES = Map.of("easy", 20, "medium", 35, "hard", 45);
    /**
     * How an accepted submit's growth is measured: each ladder stops at a run of 100 ms, and every
     * ladder by 8 s after the measuring started, so a submit takes about ten seconds more where
     * {@code profile}'s full ladders may take a minute. The class is read from the sizes measured.
     */
    static final double GROWTH_STOP_AT_MS = 100;
    static final long GROWTH_BUDGET_MS = 8000;

    private final Session session;
    private final Clock clock;
    private final InterviewLog log;

    private Interviews(Session session, Clock clock) {
        this.session = session;
        this.clock = clock;
        this.log = new InterviewLog(session.workspace().cache());
    }

    public static Interviews of(Session session) {
        return new Interviews(session, Clock.systemUTC());
    }

    Instant now() {
        return clock.instant();
    }

    /**
     * A session started: the problem's sheet (samples only), then what the learner should know
     * (the clock, the file, how to try and submit), and notes for the error stream.
     */
    public record Started(List<String> sheet, List<String> introduction, List<String> notes) {
        public Started {
            sheet = List.copyOf(sheet);
            introduction = List.copyOf(introduction);
            notes = List.copyOf(notes);
        }
    }

    /**
     * Starts a session on problem {@code id}, or on one picked among those not solved yet (of
     * {@code level} and {@code topic} when given; the same {@code seed} picks the same problem),
     * and prepares its solution file as {@code new} does, or uses the one there.
     *
     * @param minutes the time allowed, or null for the difficulty's default
     * @throws Refused when a session is open (it is named), the problem is unknown or broken, or none is left to pick
     */
    public Started start(String id, String level, String topic, Integer minutes, Long seed, Styles styles)
            throws Refused {
        List<String> notes = new ArrayList<>();
        Workspace workspace = session.workspace();
        try {
            Optional<Interview> open = log.open();
            if (open.isPresent()) {
                throw new Refused(alreadyOpen(open.get()));
            }
        } catch (InterviewLog.Unreadable e) {
            try {
                Path aside = log.setAside(now());
                notes.add(workspace.display(log.file()) + " could not be read (" + e.getMessage() + "); it is kept as "
                        + workspace.display(aside) + " and a new log starts");
            } catch (IOException io) {
                throw new Refused(unreadable(e) + "; it could not be moved aside either: " + io.getMessage());
            }
        }
        OptionalLong picked = OptionalLong.empty();
        if (id == null) {
            long chosen = seed != null ? seed : new Random().nextInt(1_000_000);
            picked = OptionalLong.of(chosen);
            id = pick(level, topic, chosen);
        } else {
            session.problem(id);
        }
        Problem problem;
        try {
            problem = workspace.loader().load(workspace.problemDirectory(id));
        } catch (ProblemFormatException e) {
            throw new Refused("the problem package is broken: " + e.getMessage() + " (./judgew validate " + id
                    + " says more)");
        }
        List<String> sheet;
        try {
            sheet = new ProblemSheet(workspace, styles).interviewLines(problem);
        } catch (IOException e) {
            throw new Refused("cannot read " + workspace.display(ProblemSheet.statement(problem)) + ": " + e.getMessage());
        }
        int allowed = minutes != null ? minutes : DEFAULT_MINUTES.getOrDefault(problem.spec().difficulty(), 35);
        Path file = workspace.solutionFile(id);
        boolean existed = Files.exists(file);
        String problemId = id;
        OptionalLong seedUsed = picked;
        Interview interview;
        try {
            interview = log.start(number -> Interview.start(number, problemId, problem.spec().title(),
                    problem.spec().difficulty(), now(), allowed, seedUsed, workspace.display(file), existed));
        } catch (InterviewLog.AlreadyOpen e) {
            throw new Refused(alreadyOpen(e.open()));
        } catch (InterviewLog.Unreadable e) {
            throw new Refused(unreadable(e));
        } catch (IOException e) {
            throw new Refused("cannot write " + workspace.display(log.file()) + ": " + e.getMessage());
        }
        if (!existed) {
            session.startSolution(id);
        }
        return new Started(sheet, introduction(interview, ProblemSheet.samples(problem.tests()).size(),
                problem.tests().size(), styles), notes);
    }

    private static List<String> introduction(Interview interview, int samples, int tests, Styles styles) {
        String problem = interview.problem();
        List<String> lines = new ArrayList<>(List.of("", styles.bold("Interview " + interview.number() + ": "
                + interview.minutesAllowed() + (interview.minutesAllowed() == 1 ? " minute" : " minutes")
                + ", from now") + interview.seed().stream().mapToObj(s -> " (picked with --seed " + s + ")")
                .findFirst().orElse("")));
        lines.addAll(Scorecard.labelled("your file", interview.solution() + (interview.solutionExisted()
                ? ", as it was before the interview (for a blank one: end this interview, move the file away, "
                        + "start again)" : ", a stub to fill in")));
        lines.addAll(Scorecard.labelled("try it", "./judgew test " + problem + " runs the " + samples + " sample "
                + (samples == 1 ? "test" : "tests") + "; ./judgew run " + problem + " --input '...' runs your own"));
        lines.addAll(Scorecard.labelled("submit", "./judgew interview submit judges all " + tests + " tests"));
        lines.addAll(Scorecard.labelled("no hints", "hint and editorial wait for the end (--reveal shows them, "
                + "and the scorecard says so)"));
        lines.addAll(Scorecard.labelled("the clock", "./judgew interview status; ./judgew interview end stops early"));
        return lines;
    }

    /** The problem a seeded pick lands on: not started first, else attempted, never one solved. */
    private String pick(String level, String topic, long seed) throws Refused {
        PracticePath path = session.practicePath(level, null, topic);
        List<String> candidates = path.entries().stream()
                .filter(e -> e.problem().isPresent() && e.status() == LearnerStatus.NOT_STARTED)
                .map(PracticePath.Entry::id).sorted().toList();
        if (candidates.isEmpty()) {
            candidates = path.entries().stream()
                    .filter(e -> e.problem().isPresent() && e.status() == LearnerStatus.ATTEMPTED)
                    .map(PracticePath.Entry::id).sorted().toList();
        }
        if (candidates.isEmpty()) {
            String which = (level == null ? "" : level + " ") + "problems" + (topic == null ? "" : " of " + topic);
            throw new Refused("no " + which + " left to interview on: every one is solved; name one, e.g. "
                    + "./judgew interview two-sum");
        }
        return candidates.get(new Random(seed).nextInt(candidates.size()));
    }

    /** The open session, if there is one; none when the log cannot be read (starting a session says why). */
    Optional<Interview> open() {
        try {
            return log.open();
        } catch (InterviewLog.Unreadable e) {
            return Optional.empty();
        }
    }

    /** The open session when it is on problem {@code id}. */
    Optional<Interview> openOn(String id) {
        return open().filter(interview -> interview.problem().equals(id));
    }

    /** The problem of the open session, if one is open. */
    public Optional<String> openProblem() {
        return open().map(Interview::problem);
    }

    /** The clock line ({@link #clockLine}) when a session is open on problem {@code id}. */
    public Optional<String> clockOn(String id) {
        return openOn(id).map(this::clockLine);
    }

    /**
     * What {@code test} and {@code watch} judge while a session is open on problem {@code id}: its
     * samples, as positions for a selection ("1,2,3"), and the line said before they run. Empty when
     * no session is open on it.
     */
    public Optional<SamplesOnly> samplesOnly(String id) throws Refused {
        Optional<Interview> open = openOn(id);
        if (open.isEmpty()) {
            return Optional.empty();
        }
        Workspace workspace = session.workspace();
        Problem problem;
        try {
            problem = workspace.loader().load(workspace.problemDirectory(id));
        } catch (ProblemFormatException e) {
            throw new Refused("the problem package is broken: " + e.getMessage());
        }
        List<TestCase> samples = ProblemSheet.samples(problem.tests());
        List<String> positions = new ArrayList<>();
        for (TestCase sample : samples) {
            positions.add(Integer.toString(problem.tests().indexOf(sample) + 1));
        }
        int others = problem.tests().size() - samples.size();
        return Optional.of(new SamplesOnly(String.join(",", positions), "interview: " + samples.size() + " sample "
                + (samples.size() == 1 ? "test" : "tests") + " of " + id + "; the other " + others + " run when you "
                + "submit (./judgew interview submit). " + capitalized(timeLeft(open.get())) + "."));
    }

    /** An interview's samples: their positions among the problem's tests ("1,2,3"), and the line that says so. */
    public record SamplesOnly(String positions, String line) {
    }

    /** Counts a judgement of the samples ({@code test}, {@code watch}) in the open session. */
    public void countSampleRun() {
        note(Interview::withSampleRun);
    }

    /** Counts a {@code run} of the learner's own input in the open session. */
    public void countOwnInputRun() {
        note(Interview::withOwnInputRun);
    }

    /**
     * Refuses {@code command} ("hint", "editorial") on problem {@code id} while a session is open on it,
     * unless {@code reveal}.
     */
    public void requireReveal(String id, String command, boolean reveal) throws Refused {
        Optional<Interview> open = openOn(id);
        if (open.isPresent() && !reveal) {
            throw new Refused("interview " + open.get().number() + " is on " + id + " (" + timeLeft(open.get())
                    + "): no " + (command.equals("hint") ? "hints" : "editorial") + " in an interview. ./judgew "
                    + command + " " + id + " --reveal shows " + (command.equals("hint") ? "the next one" : "it")
                    + " anyway, and the scorecard says so.");
        }
    }

    /** Records in the open session on problem {@code id}, if there is one, that {@code what} was revealed. */
    public void revealed(String id, String what) {
        if (openOn(id).isPresent()) {
            note(interview -> interview.withRevealed(what));
        }
    }

    /** The open session, or why there is none. */
    private Interview current() throws Refused {
        try {
            return log.open().orElseThrow(() -> new Refused("no interview is open: ./judgew interview starts one "
                    + "(./judgew interview ID for a given problem)"));
        } catch (InterviewLog.Unreadable e) {
            throw new Refused(unreadable(e));
        }
    }

    /** Every session, oldest first. */
    private List<Interview> history() throws Refused {
        try {
            return log.all();
        } catch (InterviewLog.Unreadable e) {
            throw new Refused(unreadable(e));
        }
    }

    /**
     * Records what a command did during the open session; a record that cannot be written costs only
     * that count (the command itself has done its work).
     */
    private void note(UnaryOperator<Interview> change) {
        try {
            log.update(change);
        } catch (InterviewLog.Unreadable | IOException e) {
            // The session's counts are a convenience; the learner's work is not at stake.
        }
    }

    /** The clock as the console shows it: "interview 3, two-sum: 12 min 40 s left". */
    String clockLine(Interview interview) {
        return "interview " + interview.number() + ", " + interview.problem() + ": " + timeLeft(interview);
    }

    /** "12 min 40 s left", or "3 min 05 s over the 20 min allowed (...)". */
    private String timeLeft(Interview interview) {
        Duration left = interview.left(now());
        return left.isNegative() ? Scorecard.duration(left.negated()) + " over the " + interview.minutesAllowed()
                + " min allowed (./judgew interview submit still judges it)" : Scorecard.duration(left) + " left";
    }

    /**
     * A submit judged: whether it was accepted (the session then ended), whether the judge failed, and
     * the lines to print after the judge's report (the attempt recorded, or the scorecard).
     */
    public record Submitted(boolean accepted, boolean judgeError, List<String> lines) {
        public Submitted {
            lines = List.copyOf(lines);
        }
    }

    /** The line printed before a submit's report: the clock, and what is judged. */
    public String submitting() throws Refused {
        Interview open = current();
        return clockLine(open) + "; judging every test of " + open.problem();
    }

    /**
     * Judges the session's solution on every test (the challenge tier too), reporting to
     * {@code listener}, and records the attempt; when it is accepted, measures its growth beside the
     * references, ends the session and gives the scorecard.
     *
     * @param measuring told just before the growth is measured (it takes a few seconds)
     */
    public Submitted submit(JudgeListener listener, Runnable measuring) throws Refused {
        Interview interview = current();
        String id = interview.problem();
        session.solutionFile(id, null, "interview submit");
        RunPlan plan = session.plan(List.of(id), null);
        Judged judged = session.judge(plan, Judging.PLAIN, listener);
        ProblemResult result = judged.results().get(0);
        Interview.Attempt attempt = attempt(result, now());
        Interview recorded = update(i -> i.withAttempt(attempt));
        if (!attempt.accepted()) {
            return new Submitted(false, judged.judgeError(), List.of("", "Attempt " + recorded.attempts().size()
                    + " recorded: " + attempt.verdict() + attempt.firstFailing().map(f -> ", first failing "
                    + f.test()).orElse("") + ". Fix it and ./judgew interview submit again, or ./judgew interview "
                    + "end to stop here. " + capitalized(timeLeft(recorded)) + "."));
        }
        measuring.run();
        Interview.GrowthCompared growth = growth(id);
        update(i -> i.withGrowth(growth));
        // The session ends with the accepted submit: the measuring after it is not the learner's time.
        Interview ended = update(i -> i.endedAt(attempt.at()));
        List<String> lines = new ArrayList<>(List.of(""));
        lines.addAll(scorecard(ended));
        return new Submitted(true, false, lines);
    }

    /** Ends the open session; its scorecard. */
    public List<String> end() throws Refused {
        current();
        return scorecard(update(i -> i.endedAt(now())));
    }

    /** Every session as {@code history} shows it: a table, or a message when there is none yet. */
    public List<String> historyTable() throws Refused {
        List<Interview> all = history();
        return all.isEmpty() ? List.of("No interviews yet: ./judgew interview starts one.")
                : Scorecard.history(all, now());
    }

    /** Every session as JSON ({@code history --json}): each record with the figures derived from it. */
    public String historyJson() throws Refused {
        ObjectNode root = Json.MAPPER.createObjectNode();
        ArrayNode sessions = root.putArray("interviews");
        Instant now = now();
        history().forEach(interview -> sessions.add(InterviewJson.withFigures(interview, now)));
        try {
            return Json.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(root);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The scorecard's lines, with the editorial's follow-up questions. */
    private List<String> scorecard(Interview interview) {
        return Scorecard.lines(interview, followUps(interview.problem()), now());
    }

    /** The open session's status, as lines. */
    public List<String> status() throws Refused {
        Interview interview = current();
        List<String> lines = new ArrayList<>();
        lines.add("Interview " + interview.number() + ": " + interview.title() + " (" + interview.problem() + ", "
                + interview.difficulty() + "), " + timeLeft(interview)
                + (interview.left(now()).isNegative() ? "" : " of " + interview.minutesAllowed() + " min"));
        lines.addAll(Scorecard.progress(interview));
        return lines;
    }

    private Interview update(UnaryOperator<Interview> change) throws Refused {
        try {
            return log.update(change).orElseThrow(() -> new Refused("the interview was ended meanwhile "
                    + "(another terminal?): ./judgew interview history shows it"));
        } catch (InterviewLog.Unreadable e) {
            throw new Refused(unreadable(e));
        } catch (IOException e) {
            throw new Refused("cannot write " + session.workspace().display(log.file()) + ": " + e.getMessage());
        }
    }

    static Interview.Attempt attempt(ProblemResult result, Instant at) {
        Optional<Interview.FailedTest> failing = result.requiredResults().stream().filter(t -> !t.passed()).findFirst()
                .map(t -> new Interview.FailedTest(t.name(), t.verdict().name()));
        int challengeTests = result.challengeTests();
        return new Interview.Attempt(at, result.verdict().name(), result.passedTests(), result.totalTests(), failing,
                challengeTests == 0 ? 0 : result.challengePassed(), challengeTests);
    }

    /**
     * The accepted solution's growth beside the references', measured as {@code profile} does on a
     * shorter ladder; what stops a measurement (no ladder, no references) is said in the note.
     */
    private Interview.GrowthCompared growth(String id) {
        Profiling profiling;
        try {
            profiling = session.profile(id, null, true);
        } catch (Refused e) {
            return new Interview.GrowthCompared(null, List.of(), "Not measured: " + e.getMessage() + ".");
        }
        if (profiling.notCompiled().isPresent()) {
            return new Interview.GrowthCompared(null, List.of(), "Not measured: the solution no longer compiles.");
        }
        Profiling.Profiled profiled = profiling.run(GROWTH_STOP_AT_MS, GROWTH_BUDGET_MS,
                new ProfileReports(new PrintWriter(Writer.nullWriter())));
        List<Map.Entry<String, Growth>> growths = new ArrayList<>(profiled.growths().entrySet());
        Growth yours = growths.get(0).getValue();
        List<Interview.ReferenceGrowth> references = growths.subList(1, growths.size()).stream()
                .map(e -> new Interview.ReferenceGrowth(e.getKey().replaceFirst("^[^/]*/", ""), e.getValue().fitted()))
                .toList();
        String note = yours.inconclusive() ? capitalized(yours.reason()) + "; ./judgew profile " + id
                + " measures longer." : "";
        return new Interview.GrowthCompared(yours.fitted(), references, note);
    }

    private List<String> followUps(String id) {
        Workspace workspace = session.workspace();
        Path directory = workspace.problemDirectory(id);
        try {
            ProblemLoader.Overview overview = workspace.loader().loadOverview(directory);
            return workspace.loader().loadEditorial(directory, overview.spec()).map(Editorial::markdown)
                    .map(FollowUps::of).orElse(List.of());
        } catch (ProblemFormatException | RuntimeException e) {
            return List.of();
        }
    }

    private String alreadyOpen(Interview open) {
        return "interview " + open.number() + " is open: " + open.title() + " (" + open.problem() + "), started "
                + Scorecard.duration(open.used(now())) + " ago; ./judgew interview status shows it, "
                + "./judgew interview submit judges it, ./judgew interview end ends it";
    }

    private String unreadable(InterviewLog.Unreadable e) {
        return "cannot read " + session.workspace().display(log.file()) + ": " + e.getMessage()
                + " (./judgew interview, to start one, keeps it aside and starts a new log)";
    }

    private static String capitalized(String text) {
        return Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }
}
