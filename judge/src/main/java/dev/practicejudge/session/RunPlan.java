package dev.practicejudge.session;

import dev.practicejudge.problem.MisplacedSolution;
import dev.practicejudge.problem.SolutionLayout;
import dev.practicejudge.problem.Workspace;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Which problems a run judges, each with its solution file, and what it reports without judging:
 * problems not attempted, solution files almost in place, ids that name no problem, problems named
 * that have no solution. Made once, by {@link #of}, for {@code test} and any front-end that judges
 * the workspace's problems; the lines it holds are the ones the command line prints.
 *
 * @param problems the problems to judge, in order, each with the file judged as its solution
 * @param solution the file given instead of each problem's own solutions/ID/Solution.java
 * @param named the known problems the learner named (empty: every problem was meant)
 * @param notAttempted the problems without a solution, for the run's summary
 * @param misplaced near misses in solutions/, for the run's summary
 * @param unknown one message per id that names no problem; the others are judged
 * @param missing one message per problem named that has no solution, with the command that makes or moves one
 * @param notes lines for the learner before the run: what is not attempted or not judged, when every problem was meant
 * @param known every problem of the workspace
 */
public record RunPlan(List<Planned> problems, Optional<Path> solution, List<String> named, List<String> notAttempted,
                      List<MisplacedSolution> misplaced, List<String> unknown, List<String> missing, List<String> notes,
                      List<String> known) {

    /** A problem to judge and the file judged as its solution. */
    public record Planned(String id, Path solution) {
    }

    public RunPlan {
        problems = List.copyOf(problems);
        named = List.copyOf(named);
        notAttempted = List.copyOf(notAttempted);
        misplaced = List.copyOf(misplaced);
        unknown = List.copyOf(unknown);
        missing = List.copyOf(missing);
        notes = List.copyOf(notes);
        known = List.copyOf(known);
    }

    /**
     * The plan for judging {@code ids} (none: every problem that has a solution) of the workspace.
     *
     * @param known the workspace's problems
     * @param given a file to judge instead of the problem's own solution; then exactly one problem must be named
     * @throws Refused when no id names a problem, an id is unknown beside {@code --solution}, {@code --solution}
     *     comes with other than one problem, or the file given does not exist
     */
    public static RunPlan of(Workspace workspace, List<String> known, List<String> ids, Optional<Path> given)
            throws Refused {
        // An unknown id among known ones is reported and the rest still judged (exit 2 at the
        // end), so one typo in a batch does not cost the other verdicts.
        List<String> unknownIds = ids.stream().filter(id -> !known.contains(id)).toList();
        if (!unknownIds.isEmpty() && (unknownIds.size() == ids.size() || given.isPresent())) {
            Session.requireKnown(ids, known);
        }
        List<String> unknown = new ArrayList<>();
        for (String id : unknownIds) {
            unknown.add(Session.unknown(id, known) + " (judging the others)");
        }
        List<String> named = ids.stream().filter(known::contains).toList();
        if (given.isPresent() && named.size() != 1) {
            throw new Refused("--solution judges one file, so name exactly one problem, e.g. "
                    + "./judgew test n-queens --solution " + given.get());
        }
        if (given.isPresent() && !Files.isRegularFile(given.get())) {
            throw new Refused("--solution " + given.get() + ": no such file");
        }
        // A file judged with --solution is the learner's choice; otherwise solutions/ is read for near misses
        // (never changed: the findings carry the commands that would move them).
        SolutionLayout layout = given.isPresent() ? SolutionLayout.EMPTY : SolutionLayout.scan(workspace, known);
        List<String> notAttempted = new ArrayList<>();
        List<String> selected = named;
        List<MisplacedSolution> misplaced = layout.about(named);
        List<String> notes = new ArrayList<>();
        if (named.isEmpty()) {
            misplaced = layout.misplaced();
            selected = new ArrayList<>();
            for (String id : known) {
                (Files.isRegularFile(workspace.solutionFile(id)) ? selected : notAttempted).add(id);
            }
            List<String> plain = notAttempted.stream().filter(id -> layout.forProblem(id).isEmpty()).toList();
            List<String> nearMisses = notAttempted.stream().filter(id -> layout.forProblem(id).isPresent()).toList();
            if (!plain.isEmpty() && !selected.isEmpty()) {
                notes.add(NOT_ATTEMPTED + String.join(", ", plain));
            }
            if (!nearMisses.isEmpty() && !selected.isEmpty()) {
                notes.add("Not judged, a solution file is not where the judge reads it (the fix is at the end): "
                        + String.join(", ", nearMisses));
            }
        }
        List<String> missing = new ArrayList<>();
        if (given.isEmpty()) {
            for (String id : named) {
                if (!Files.isRegularFile(workspace.solutionFile(id))) {
                    missing.add(MissingSolution.explain(workspace, layout, id, "test"));
                    notAttempted.add(id);
                }
            }
            if (!missing.isEmpty()) {
                selected = named.stream().filter(id -> Files.isRegularFile(workspace.solutionFile(id))).toList();
            }
        }
        List<Planned> problems = selected.stream()
                .map(id -> new Planned(id, given.orElse(workspace.solutionFile(id)))).toList();
        return new RunPlan(problems, given, named, notAttempted, misplaced, unknown, missing, notes, known);
    }

    private static final String NOT_ATTEMPTED = "Not attempted (no solutions/<id>/Solution.java): ";
    /** Up to this many problems not attempted are named in {@link #briefNotes}; more are counted. */
    private static final int NAMED_NOT_ATTEMPTED = 3;

    /**
     * The notes as the console's short form prints them: the problems not attempted counted rather
     * than named when there are more than a few (in a library of 92 problems, the list is a
     * screenful that says nothing new), with where to see them.
     */
    public List<String> briefNotes() {
        return notes.stream().map(note -> {
            if (!note.startsWith(NOT_ATTEMPTED)) {
                return note;
            }
            int count = note.substring(NOT_ATTEMPTED.length()).split(", ").length;
            return count <= NAMED_NOT_ATTEMPTED ? note : "Not attempted: " + count
                    + " problems without a solutions/<id>/Solution.java (./judgew list shows them all)";
        }).toList();
    }

    /** The ids of the problems to judge, in order. */
    public List<String> ids() {
        return problems.stream().map(Planned::id).toList();
    }

    /** Whether the run does all it was asked: every id names a problem, and every problem named has a solution. */
    public boolean complete() {
        return unknown.isEmpty() && missing.isEmpty();
    }

    /** Whether there is nothing to judge and nothing to report: no solution, near miss or missing one. */
    public boolean nothingToJudge() {
        return problems.isEmpty() && misplaced.isEmpty() && missing.isEmpty();
    }

    /** What to tell the learner when no problem is judged; empty when some are, or a missing one was named. */
    public Optional<String> emptyNote() {
        if (nothingToJudge()) {
            return Optional.of("Nothing to judge: no problem has a solution yet. Write solutions/<problem>/Solution.java "
                    + "for one of: " + String.join(", ", known));
        }
        if (problems.isEmpty() && missing.isEmpty()) {
            // Still reported, in every form asked for, so a grader sees the near misses and not an empty run.
            return Optional.of("Nothing judged: no problem has a solutions/<id>/Solution.java yet.");
        }
        return Optional.empty();
    }
}
