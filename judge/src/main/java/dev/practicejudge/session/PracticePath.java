package dev.practicejudge.session;

import dev.practicejudge.judge.StatusCache;
import dev.practicejudge.learn.HintsSeen;
import dev.practicejudge.problem.ProblemFormatException;
import dev.practicejudge.problem.ProblemLoader;
import dev.practicejudge.problem.SolutionLayout;
import dev.practicejudge.problem.Workspace;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * The problems in the order of the practice path ({@code list}): easy to hard, and within a
 * difficulty in the order the authors chose, each with what the learner has done about it. A
 * package that does not load is listed whatever the filters say, with its error: it cannot be
 * classified, and hiding it would hide the fault.
 *
 * @param entries the problems that match the filters, in order
 * @param broken one message per package that does not load
 * @param tags every tag of the problems that load, for a filter that matched none
 * @param empty whether the workspace has no problem at all
 * @param problems the workspace's problems folder, as the learner would write its path
 */
public record PracticePath(List<Entry> entries, List<String> broken, SortedSet<String> tags, boolean empty,
                           String problems) {

    /** A problem's spec as the table shows it. */
    public record Summary(String title, String difficulty, String technique, int tests) {
    }

    /**
     * One problem: {@code problem} is empty for a package that does not load; {@code misplaced} is
     * a solution file that is not quite where the judge reads it (so {@code test} does not judge it).
     */
    public record Entry(String id, Optional<Summary> problem, LearnerStatus status, Optional<LastRun> last,
                        Optional<String> misplaced, int hintsSeen) {
    }

    /** The learner's last judged result of a problem (the status cache's), as the table shows it. */
    public record LastRun(String verdict, int passed, int total, boolean solved) {
        static LastRun of(StatusCache.Status status) {
            return new LastRun(status.verdict(), status.passed(), status.total(), status.solved());
        }
    }

    public PracticePath {
        entries = List.copyOf(entries);
        broken = List.copyOf(broken);
        tags = new TreeSet<>(tags);
    }

    /**
     * @param level only problems of this difficulty (lower case), or null for all
     * @param tag only problems with this tag (any case), or null for all
     */
    static PracticePath of(Workspace workspace, List<String> ids, String level, String tag) {
        Map<String, StatusCache.Status> cache = StatusCache.read(workspace.root());
        Map<String, Integer> hintsSeen = new HintsSeen(workspace.root()).all();
        SolutionLayout layout = SolutionLayout.scan(workspace, ids);
        ProblemLoader loader = workspace.loader();
        List<Ranked> rows = new ArrayList<>();
        List<String> broken = new ArrayList<>();
        TreeSet<String> knownTags = new TreeSet<>();
        for (String id : ids) {
            try {
                // The spec and a count of test files: reading every test would cost seconds.
                ProblemLoader.Overview problem = loader.loadOverview(workspace.problemDirectory(id));
                knownTags.addAll(problem.spec().tags());
                Optional<StatusCache.Status> last = Optional.ofNullable(cache.get(id));
                boolean hasSolution = Files.isRegularFile(workspace.solutionFile(id));
                if (matches(problem, level, tag)) {
                    rows.add(new Ranked(new Entry(id, Optional.of(summary(problem)), LearnerStatus.of(last, hasSolution),
                            last.map(LastRun::of),
                            hasSolution ? Optional.empty() : layout.forProblem(id).map(m -> m.file()),
                            hintsSeen.getOrDefault(id, 0)), Optional.of(problem)));
                }
            } catch (ProblemFormatException e) {
                broken.add("problem " + id + " is broken: " + e.getMessage() + " (./judgew validate " + id
                        + " says more)");
                rows.add(new Ranked(new Entry(id, Optional.empty(), LearnerStatus.BROKEN, Optional.empty(),
                        Optional.empty(), 0), Optional.empty()));
            }
        }
        rows.sort(Comparator.comparingInt(Ranked::rank).thenComparingInt(Ranked::step)
                .thenComparing(row -> row.entry().id()));
        return new PracticePath(rows.stream().map(Ranked::entry).toList(), broken, knownTags, ids.isEmpty(),
                workspace.display(workspace.root().resolve(Workspace.PROBLEMS_DIR)));
    }

    private static Summary summary(ProblemLoader.Overview problem) {
        return new Summary(problem.spec().title(), problem.spec().difficulty(),
                problem.spec().technique().orElse(problem.spec().tags().isEmpty() ? "-"
                        : String.join(", ", problem.spec().tags())), problem.testCount());
    }

    private static boolean matches(ProblemLoader.Overview problem, String level, String tag) {
        if (level != null && !problem.spec().difficulty().equals(level)) {
            return false;
        }
        return tag == null || problem.spec().tags().stream().anyMatch(t -> t.equalsIgnoreCase(tag));
    }

    /** An entry with the spec it is placed on the path by. */
    private record Ranked(Entry entry, Optional<ProblemLoader.Overview> problem) {
        int rank() {
            return problem.map(p -> Completions.Difficulties.ALL.indexOf(p.spec().difficulty()))
                    .orElse(Completions.Difficulties.ALL.size());
        }

        int step() {
            return problem.map(p -> p.spec().step().orElse(Integer.MAX_VALUE)).orElse(Integer.MAX_VALUE);
        }
    }
}
