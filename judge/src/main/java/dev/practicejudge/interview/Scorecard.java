package dev.practicejudge.interview;

import dev.practicejudge.text.WordWrap;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * What an interview comes to, as lines to print: the result, the times against the time allowed,
 * every attempt with its first failing test, the runs of the learner's own inputs, the growth
 * against the references', what was revealed, and the editorial's follow-up questions.
 */
public final class Scorecard {

    private static final String INDENT = "  ";
    private static final int LABEL = 14;
    /** Lines are wrapped to the judge's usual width. */
    private static final int WIDTH = 100;

    private Scorecard() {
    }

    /** "accepted", "not accepted", or "open" while the session runs and nothing was accepted. */
    public static String result(Interview interview) {
        return interview.accepted() ? "accepted" : interview.open() ? "open" : "not accepted";
    }

    /**
     * The scorecard's lines.
     *
     * @param followUps the editorial's follow-up questions (none: the editorial has none, or there is none)
     * @param now the time, for a session still open
     */
    public static List<String> lines(Interview interview, List<String> followUps, Instant now) {
        List<String> out = new ArrayList<>();
        out.add("Scorecard: interview " + interview.number() + ", " + interview.title() + " (" + interview.problem()
                + ", " + interview.difficulty() + ")");
        int count = interview.attempts().size();
        String result = interview.acceptedAttempt()
                .map(a -> "accepted, on attempt " + (interview.attempts().indexOf(a) + 1))
                .orElse(count == 0 ? "not accepted: nothing submitted"
                        : "not accepted after " + count + (count == 1 ? " attempt" : " attempts"));
        row(out, "result", result);
        row(out, "time", time(interview, now));
        row(out, "first submit", interview.firstAttempt().map(a -> duration(interview.after(a.at()))
                + " after the start").orElse("none"));
        row(out, "growth", growth(interview));
        row(out, "solution", interview.solution() + (interview.solutionExisted() ? " (there before the interview)" : ""));
        out.addAll(progress(interview));
        out.add("");
        if (followUps.isEmpty()) {
            out.add("Follow-up: this problem's editorial asks no follow-up questions; explain your solution's time "
                    + "and space aloud instead.");
        } else {
            out.add("Follow-up questions, to answer aloud:");
            for (String question : followUps) {
                List<String> lines = WordWrap.lines(question, WIDTH - 4);
                out.add(INDENT + "- " + lines.get(0));
                lines.subList(1, lines.size()).forEach(line -> out.add(INDENT + "  " + line));
            }
        }
        return out;
    }

    /**
     * What was done so far, as {@code interview status} and the scorecard show it: every attempt with
     * its first failing test, the samples judged, the learner's own inputs run, and what was revealed.
     */
    public static List<String> progress(Interview interview) {
        List<String> out = new ArrayList<>();
        List<String> attempts = new ArrayList<>();
        for (int i = 0; i < interview.attempts().size(); i++) {
            attempts.add((i + 1) + ". " + attempt(interview, interview.attempts().get(i)));
        }
        rows(out, "attempts", attempts.isEmpty() ? List.of("none yet") : attempts);
        row(out, "samples", "judged " + times(interview.sampleRuns()) + " (./judgew test or watch)");
        row(out, "own inputs", interview.ownInputRuns() + " " + (interview.ownInputRuns() == 1 ? "run" : "runs")
                + " of ./judgew run with an input of your own");
        row(out, "revealed", interview.revealed().isEmpty() ? "nothing" : String.join(", ", interview.revealed()));
        return out;
    }

    /**
     * {@code history}'s table: a heading, then a line per session, oldest first: its number, the date
     * it started, the problem, minutes used of allowed, attempts, result and growth class.
     */
    public static List<String> history(List<Interview> interviews, Instant now) {
        int width = Math.max("problem".length(), interviews.stream().mapToInt(i -> i.problem().length()).max().orElse(0));
        String format = "%3s  %-10s  %-" + width + "s  %-16s  %8s  %-12s  %s";
        List<String> out = new ArrayList<>();
        out.add(String.format(format, "#", "date", "problem", "minutes used", "attempts", "result", "growth").stripTrailing());
        for (Interview interview : interviews) {
            out.add(String.format(format, interview.number(), interview.started().toString().substring(0, 10),
                    interview.problem(), minutes(interview.used(now)) + " of " + interview.minutesAllowed(),
                    interview.attempts().size(), result(interview),
                    interview.growth().map(g -> g.yours() == null ? "inconclusive" : g.yours()).orElse("-")));
        }
        return out;
    }

    private static String time(Interview interview, Instant now) {
        Duration allowed = interview.allowed();
        Duration used = interview.acceptedAttempt().map(a -> interview.after(a.at())).orElse(interview.used(now));
        String what = interview.acceptedAttempt().isPresent() ? "to acceptance" : interview.open() ? "so far"
                : "in all";
        Duration over = used.minus(allowed);
        return duration(used) + " " + what + ", of " + interview.minutesAllowed() + " min allowed ("
                + (over.isNegative() ? duration(over.negated()) + " to spare" : over.isZero() ? "exactly on time"
                : duration(over) + " over") + ")";
    }

    /** "WA at 9 min 40 s: 10/13 tests passed, first failing 04-two-negatives". */
    private static String attempt(Interview interview, Interview.Attempt attempt) {
        StringBuilder text = new StringBuilder(attempt.verdict()).append(" at ")
                .append(duration(interview.after(attempt.at()))).append(": ");
        text.append("CE".equals(attempt.verdict()) ? "it did not compile"
                : attempt.passed() + "/" + attempt.total() + " tests passed");
        attempt.firstFailing().ifPresent(f -> text.append(", first failing ").append(f.test())
                .append(f.verdict().equals(attempt.verdict()) ? "" : " (" + f.verdict() + ")"));
        if (attempt.challengeTests() > 0) {
            text.append("; challenge tier ").append(attempt.challengePassed()).append('/')
                    .append(attempt.challengeTests()).append(" solved");
        }
        return text.toString();
    }

    private static String growth(Interview interview) {
        if (interview.growth().isEmpty()) {
            return interview.accepted() ? "not measured" : "measured once a submit is accepted";
        }
        Interview.GrowthCompared growth = interview.growth().get();
        boolean noClass = growth.yours() == null && growth.references().stream().allMatch(r -> r.growth() == null);
        if (noClass) {
            // Nothing to compare: the note says why (a ladder too short or too fast to read).
            return growth.references().isEmpty() ? growth.note() : "inconclusive, for yours and the references. "
                    + growth.note();
        }
        StringBuilder text = new StringBuilder("yours ").append(growth.yours() == null ? "inconclusive"
                : growth.yours());
        if (!growth.references().isEmpty()) {
            text.append("; the references ").append(growth.references().stream()
                    .map(r -> (r.growth() == null ? "inconclusive" : r.growth()) + " (" + r.name() + ")")
                    .collect(Collectors.joining(", ")));
        }
        if (!growth.note().isEmpty()) {
            text.append(". ").append(growth.note());
        }
        return text.toString();
    }

    private static String times(int n) {
        return n == 0 ? "never" : n == 1 ? "once" : n + " times";
    }

    /** A duration as a person says it: "45 s", "3 min 05 s", "1 h 02 min". */
    public static String duration(Duration duration) {
        long seconds = Math.max(0, duration.toSeconds());
        if (seconds < 60) {
            return seconds + " s";
        }
        if (seconds < 3600) {
            return seconds / 60 + " min " + String.format("%02d", seconds % 60) + " s";
        }
        return seconds / 3600 + " h " + String.format("%02d", seconds % 3600 / 60) + " min";
    }

    private static String minutes(Duration duration) {
        return String.format("%.1f", duration.toMillis() / 60_000.0);
    }

    private static void row(List<String> out, String label, String value) {
        rows(out, label, List.of(value));
    }

    /** A labelled line as the scorecard lays it out (wrapped under its value's column), for other pages of the session. */
    public static List<String> labelled(String label, String value) {
        List<String> out = new ArrayList<>();
        row(out, label, value);
        return out;
    }

    /** A label and its values, each value wrapped under the first column of values. */
    private static void rows(List<String> out, String label, List<String> values) {
        String column = INDENT + " ".repeat(LABEL);
        for (int i = 0; i < values.size(); i++) {
            List<String> lines = WordWrap.lines(values.get(i), WIDTH - column.length());
            out.add(INDENT + String.format("%-" + LABEL + "s", i == 0 ? label : "") + lines.get(0));
            lines.subList(1, lines.size()).forEach(line -> out.add(column + line));
        }
    }
}
