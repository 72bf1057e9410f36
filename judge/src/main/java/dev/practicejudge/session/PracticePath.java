package dev.practicejudge.session;

import dev.practicejudge.judge.StatusCache;
import dev.practicejudge.learn.HintsSeen;
import dev.practicejudge.problem.ProblemFormatException;
import dev.practicejudge.problem.ProblemLoader;
import dev.practicejudge.problem.SolutionLayout;
import dev.practicejudge.problem.Topics;
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
 * The problems in the order of the practice path ({@code list}): by topic in the canon's order
 * ({@link Topics}; problems without one last), then easy to hard, and within a difficulty in the
 * order the authors chose, each with what the learner has done about it. A
 * package that does not load is listed whatever the filters say, with its error: it cannot be
 * classified, and hiding it would hide the fault.
 *
 * @param entries the problems that match the filters, in order
 * @param broken one message per package that does not load
 * @param tags every tag of the problems that load, for a filter that matched none
 * @param topics every topic of the problems that load, in the path's order
 * @param empty whether the workspace has no problem at all
 * @param problems the workspace's problems folder, as the learner would write its path
 */
public record PracticePath(List<Entry> entries, List<String> broken, SortedSet<String> tags, List<String> topics,
                           boolean empty, String problems) {

    /** A problem's spec as the table shows it; {@code topic} is empty when the spec names none. */
    public record Summary(String title, String difficulty, String technique, int tests, Optional<String> topic) {
    }

    /**
     * A topic as one word for the command line ({@code list --topic linked-list}); a filter names a
     * topic by it or as written.
     */
    public static String topicWord(String topic) {
        return Topics.slug(topic);
    }

    /** The topic an entry is grouped under: its spec's, or empty (a broken package, or a spec without one). */
    public static Optional<String> topicOf(Entry entry) {
        return entry.problem().flatMap(Summary::topic);
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
        topics = List.copyOf(topics);
    }

    /**
     * @param level only problems of this difficulty (lower case), or null for all
     * @param tag only problems with this tag (any case), or null for all
     * @param topic only problems of this topic (its {@link Topics#slug}, or as written, any case), or null for all
     */
    static PracticePath of(Workspace workspace, List<String> ids, String level, String tag, String topic) {
        Map<String, StatusCache.Status> cache = StatusCache.read(workspace.root());
        Map<String, Integer> hintsSeen = new HintsSeen(workspace.root()).all();
        SolutionLayout layout = SolutionLayout.scan(workspace, ids);
        ProblemLoader loader = workspace.loader();
        List<Ranked> rows = new ArrayList<>();
        List<String> broken = new ArrayList<>();
        TreeSet<String> knownTags = new TreeSet<>();
        TreeSet<String> knownTopics = new TreeSet<>(PracticePath::compareTopics);
        for (String id : ids) {
            try {
                // The spec and a count of test files: reading every test would cost seconds.
                ProblemLoader.Overview problem = loader.loadOverview(workspace.problemDirectory(id));
                knownTags.addAll(problem.spec().tags());
                problem.spec().topic().ifPresent(knownTopics::add);
                Optional<StatusCache.Status> last = Optional.ofNullable(cache.get(id));
                boolean hasSolution = Files.isRegularFile(workspace.solutionFile(id));
                if (matches(problem, level, tag, topic)) {
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
        rows.sort(Comparator.comparing((Ranked row) -> topicOf(row.entry()), PracticePath::compareTopics)
                .thenComparingInt(Ranked::rank).thenComparingInt(Ranked::step).thenComparing(row -> row.entry().id()));
        return new PracticePath(rows.stream().map(Ranked::entry).toList(), broken, knownTags,
                List.copyOf(knownTopics), ids.isEmpty(), workspace.display(workspace.root().resolve(Workspace.PROBLEMS_DIR)));
    }

    /** The canon's topics in its order, then others by name, then none. */
    private static int compareTopics(Optional<String> a, Optional<String> b) {
        if (a.isEmpty() || b.isEmpty()) {
            return Boolean.compare(a.isEmpty(), b.isEmpty());
        }
        return compareTopics(a.get(), b.get());
    }

    private static int compareTopics(String a, String b) {
        int byRank = Integer.compare(Topics.rank(a), Topics.rank(b));
        return byRank != 0 ? byRank : a.compareToIgnoreCase(b);
    }

    private static Summary summary(ProblemLoader.Overview problem) {
        return new Summary(problem.spec().title(), problem.spec().difficulty(),
                problem.spec().technique().orElse(problem.spec().tags().isEmpty() ? "-"
                        : String.join(", ", problem.spec().tags())), problem.testCount(), problem.spec().topic());
    }

    private static boolean matches(ProblemLoader.Overview problem, String level, String tag, String topic) {
        if (level != null && !problem.spec().difficulty().equals(level)) {
            return false;
        }
        if (topic != null && problem.spec().topic().map(t -> !Topics.slug(t).equals(Topics.slug(topic))).orElse(true)) {
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
