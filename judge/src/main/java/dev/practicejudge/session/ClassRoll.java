package dev.practicejudge.session;

import dev.practicejudge.compile.SolutionCompiler;
import dev.practicejudge.judge.JudgeListener;
import dev.practicejudge.judge.RunSummary;
import dev.practicejudge.judge.TestSelection;
import dev.practicejudge.judge.WorkspaceJudge;
import dev.practicejudge.problem.ProblemFormatException;
import dev.practicejudge.problem.Workspace;
import dev.practicejudge.report.ClassTable;
import dev.practicejudge.run.WorkerCommand;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;

/**
 * The class roll-up ({@code judgew class}): students' repositories judged with this repository's
 * judge and problem packages. Of a student's repository only {@code solutions/<id>/Solution.java}
 * is judged (through {@link Workspace#withSolutionsFrom}); its {@code problems/}, which the student
 * could have edited, only says which problems the assignment has, and its own judge is never run.
 * Nothing is written into a student's folder: compiled classes go to this repository's cache,
 * keyed by the source's content, and each run's files to the worker's temporary folder.
 */
public final class ClassRoll {

    /** The folders that make a folder a student's repository: any one of them. */
    private static final List<String> REPOSITORY_MARKS = List.of(Workspace.SOLUTIONS_DIR, Workspace.PROBLEMS_DIR, "judgew");

    private final Session session;

    private ClassRoll(Session session) {
        this.session = session;
    }

    /** The roll-up of {@code session}'s repository: its problems, its judge, its workers (and their sandbox). */
    public static ClassRoll of(Session session) {
        return new ClassRoll(session);
    }

    /**
     * A folder to put in the table: a student's repository, or a folder that is not one (a row says why).
     *
     * @param name the student, as the table names them
     * @param folder the folder, as given or found
     * @param notJudged why the folder cannot be judged at all; empty for a repository
     */
    public record Student(String name, Path folder, Optional<String> notJudged) {
    }

    /** How far the judging is, after each student: called in the order they finish, one call at a time. */
    @FunctionalInterface
    public interface Progress {
        void judged(int done, int total, String student);
    }

    /**
     * The students in {@code folders}: each a student's repository (it has {@code solutions/},
     * {@code problems/} or {@code judgew}), or a folder of them, as {@code gh classroom clone
     * student-repos} makes, where every folder not hidden is one student, named by its folder's
     * name without the prefix all of them share up to a {@code -} ({@code week-3-alice},
     * {@code week-3-bob}: alice, bob). Never fails: what is not a folder is a student not judged.
     */
    public static List<Student> students(List<Path> folders) {
        List<Student> students = new ArrayList<>();
        for (Path folder : folders) {
            String name = folder.getFileName() == null ? folder.toString() : folder.getFileName().toString();
            if (!Files.isDirectory(folder)) {
                students.add(new Student(name, folder, Optional.of(Files.exists(folder, LinkOption.NOFOLLOW_LINKS)
                        ? "not a folder" : "no such folder")));
            } else if (isRepository(folder)) {
                students.add(new Student(name, folder, Optional.empty()));
            } else {
                students.addAll(inFolder(folder, name));
            }
        }
        return students;
    }

    private static boolean isRepository(Path folder) {
        return REPOSITORY_MARKS.stream().anyMatch(mark -> Files.exists(folder.resolve(mark)));
    }

    /** The students of one folder of repositories. */
    private static List<Student> inFolder(Path folder, String name) {
        List<Path> entries;
        try (Stream<Path> list = Files.list(folder)) {
            entries = list.filter(Files::isDirectory).filter(p -> !p.getFileName().toString().startsWith("."))
                    .sorted().toList();
        } catch (IOException | RuntimeException e) {
            return List.of(new Student(name, folder, Optional.of("cannot read the folder: " + e.getMessage())));
        }
        if (entries.isEmpty()) {
            return List.of(new Student(name, folder, Optional.of("not a student repository, nor a folder of them")));
        }
        List<String> names = entries.stream().map(p -> p.getFileName().toString()).toList();
        int shared = sharedPrefix(names);
        List<Student> students = new ArrayList<>();
        for (int i = 0; i < entries.size(); i++) {
            Path entry = entries.get(i);
            students.add(new Student(names.get(i).substring(shared), entry, isRepository(entry) ? Optional.empty()
                    : Optional.of("not a student repository (no solutions/, problems/ or judgew)")));
        }
        return students;
    }

    /**
     * How long a prefix every name shares up to and including a {@code -}, leaving each name
     * something: the assignment's name that GitHub Classroom puts before each login. 0 for one name.
     */
    static int sharedPrefix(List<String> names) {
        if (names.size() < 2) {
            return 0;
        }
        String first = names.get(0);
        int common = first.length();
        for (String name : names) {
            int i = 0;
            while (i < Math.min(common, name.length()) && name.charAt(i) == first.charAt(i)) {
                i++;
            }
            common = i;
        }
        int cut = first.lastIndexOf('-', common - 1) + 1;
        int at = cut;
        return names.stream().allMatch(n -> n.length() > at) ? cut : 0;
    }

    /**
     * The problems to judge: those asked for, which this repository must have; else the
     * assignment's, read from the students' {@code problems/} folders: each problem of this
     * repository found in at least half of the repositories, so that one student who adds or
     * removes a folder changes nothing (ids found in fewer are named in {@code notes}). When no
     * repository has a {@code problems/} folder, the problems they have solutions folders for.
     *
     * @throws Refused when an id asked for is unknown, or there is no problem to judge
     */
    public List<String> problems(List<Student> students, List<String> asked, List<String> notes) throws Refused {
        List<String> known = session.known();
        if (!asked.isEmpty()) {
            Session.requireKnown(asked, known);
            return asked.stream().distinct().toList();
        }
        List<Student> repositories = students.stream().filter(s -> s.notJudged().isEmpty()).toList();
        for (String folder : List.of(Workspace.PROBLEMS_DIR, Workspace.SOLUTIONS_DIR)) {
            Map<String, Integer> counts = new LinkedHashMap<>();
            int having = 0;
            for (Student student : repositories) {
                List<String> ids = known.stream().filter(id -> Files.isDirectory(student.folder().resolve(folder).resolve(id)))
                        .toList();
                having += ids.isEmpty() ? 0 : 1;
                ids.forEach(id -> counts.merge(id, 1, Integer::sum));
            }
            if (counts.isEmpty()) {
                continue;
            }
            int needed = (having + 1) / 2;
            List<String> chosen = known.stream().filter(id -> counts.getOrDefault(id, 0) >= needed).toList();
            for (String id : known) {
                int count = counts.getOrDefault(id, 0);
                if (count > 0 && count < needed) {
                    notes.add("note: " + id + " is in " + folder + "/ of " + count + " of " + having
                            + " repositories, too few to be the assignment's: not judged (--problems names the problems to judge)");
                }
            }
            return chosen;
        }
        throw new Refused("no problem to judge: no repository has a problems/<id> or solutions/<id> folder of a problem "
                + "this repository has; name them, e.g. --problems " + String.join(",", known.stream().limit(2).toList()));
    }

    /**
     * Judges every student on {@code problems}, {@code jobs} students at once, each problem on every
     * test (as a Classroom grader does), the package's tests only: a student's own tests never count.
     * A student that cannot be judged is a row that says why, never a failure of the whole table.
     */
    public ClassTable judge(List<Student> students, List<String> problems, int jobs, Progress progress)
            throws Refused {
        Workspace ours = session.workspace();
        List<String> known = session.known();
        WorkerCommand worker = session.workers().command();
        SolutionCompiler first = Session.compilerFor(ours);
        BlockingQueue<SolutionCompiler> compilers = new ArrayBlockingQueue<>(jobs);
        compilers.add(first);
        for (int i = 1; i < jobs; i++) {
            compilers.add(first.sibling());
        }
        int[] done = {0};
        ExecutorService pool = Executors.newFixedThreadPool(jobs, task -> {
            Thread thread = new Thread(task, "class-roll");
            thread.setDaemon(true);
            return thread;
        });
        try {
            List<Future<ClassTable.Row>> rows = new ArrayList<>();
            for (Student student : students) {
                rows.add(pool.submit(() -> {
                    ClassTable.Row row;
                    SolutionCompiler compiler = compilers.take();
                    try {
                        row = row(student, ours, known, problems, compiler, worker);
                    } finally {
                        compilers.add(compiler);
                    }
                    synchronized (done) {
                        progress.judged(++done[0], students.size(), student.name());
                    }
                    return row;
                }));
            }
            List<ClassTable.Row> table = new ArrayList<>();
            for (Future<ClassTable.Row> row : rows) {
                table.add(row.get());
            }
            return new ClassTable(problems, maxPoints(ours, problems), session.workers().sandbox(), table);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new Refused("interrupted before every student was judged");
        } catch (ExecutionException e) {
            throw new IllegalStateException("judging a student failed", e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }

    /** One student's row: judged, or saying why not. */
    private static ClassTable.Row row(Student student, Workspace ours, List<String> known, List<String> problems,
                                      SolutionCompiler compiler, WorkerCommand worker) {
        String folder = student.folder().toString();
        if (student.notJudged().isPresent()) {
            return ClassTable.notJudged(student.name(), folder, problems, student.notJudged().get());
        }
        try {
            Workspace theirs = ours.withSolutionsFrom(student.folder());
            RunPlan plan = RunPlan.of(theirs, known, problems, Optional.empty());
            RunSummary[] summary = {null};
            JudgeListener kept = new JudgeListener() {
                @Override
                public void runFinished(RunSummary finished) {
                    summary[0] = finished;
                }
            };
            new WorkspaceJudge(theirs, Optional.empty(), Optional.empty(), false).withEveryTest().withoutOwnTests()
                    .judge(plan.ids(), plan.notAttempted(), plan.misplaced(), 1, compiler, worker, kept);
            return ClassTable.judged(student.name(), folder, problems, summary[0]);
        } catch (Refused | TestSelection.Invalid | RuntimeException e) {
            // One repository the judge cannot read is that student's row, not the end of the table.
            return ClassTable.notJudged(student.name(), folder, problems, "could not be judged: " + e.getMessage());
        }
    }

    /** What the problems are worth together: a package whose spec does not load is worth nothing, as in a run. */
    private static int maxPoints(Workspace ours, List<String> problems) {
        int points = 0;
        for (String id : problems) {
            try {
                points += ours.loader().loadOverview(ours.problemDirectory(id)).spec().grading().points();
            } catch (ProblemFormatException e) {
                // Worth 0, as WorkspaceJudge counts a broken package not attempted.
            }
        }
        return points;
    }
}
