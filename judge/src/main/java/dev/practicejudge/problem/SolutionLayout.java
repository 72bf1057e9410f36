package dev.practicejudge.problem;

import dev.practicejudge.text.Suggestions;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * What is in {@code solutions/} that the judge will not read but the learner most likely meant it
 * to: a {@code solution.java} in the wrong letter case, another {@code .java} file in a problem's
 * folder, a folder that is not a problem id ({@code letter-combinations}, {@code N-Queens}), a
 * {@code Solution.java} directly in {@code solutions/}. One {@link MisplacedSolution} per problem
 * folder, stray folder or loose file, each with the command that fixes it.
 *
 * <p>It only reads. Left alone, as legitimately there: hidden files and folders ({@code .gitkeep},
 * {@code .DS_Store}, {@code .idea}), a problem's own {@code tests/} folder (the learner's test
 * cases), files that are not Java ({@code README.md}), other Java files beside a
 * {@code Solution.java} that is in place, a stray folder or loose file for a problem whose
 * {@code Solution.java} is in place (a backup such as {@code n-queens-ii-old/}), and Java files that
 * show no sign of being a solution (a
 * loose {@code Helper.java}, a folder of scratch files matching no problem). Immutable.
 */
public final class SolutionLayout {

    /** No findings: for runs that judge a file given with {@code --solution}. */
    public static final SolutionLayout EMPTY = new SolutionLayout(List.of());

    /** How deep under a folder Java files are looked for ({@code src/main/java/Solution.java} is 4 deep: not found). */
    private static final int DEPTH = 3;
    /** Longest prefix of a file read to see what it declares. */
    private static final int MAX_READ_BYTES = 1 << 20;
    private static final String TESTS = "tests";

    private final List<MisplacedSolution> misplaced;

    private SolutionLayout(List<MisplacedSolution> misplaced) {
        this.misplaced = List.copyOf(misplaced);
    }

    /**
     * Looks through {@code solutions/} for near misses. What cannot be read is passed over: this is
     * advice, and a run must not fail for it.
     *
     * @param problemIds the workspace's problem ids
     */
    public static SolutionLayout scan(Workspace workspace, Collection<String> problemIds) {
        try {
            return new Scan(workspace, List.copyOf(problemIds)).run();
        } catch (RuntimeException | StackOverflowError e) {
            // Advice never fails a run: whatever went wrong, the run goes on without it.
            return EMPTY;
        }
    }

    /** Every finding: by problem id, the findings whose problem is unknown last. */
    public List<MisplacedSolution> misplaced() {
        return misplaced;
    }

    /** The finding that best explains a missing {@code solutions/<id>/Solution.java}, if any. */
    public Optional<MisplacedSolution> forProblem(String id) {
        return misplaced.stream().filter(m -> m.isFor(id)).findFirst();
    }

    /** The findings about these problems, in order. */
    public List<MisplacedSolution> about(Collection<String> ids) {
        return misplaced.stream().filter(m -> m.problemId().filter(ids::contains).isPresent()).toList();
    }

    /** One scan of {@code solutions/}. */
    private static final class Scan {
        private final Workspace workspace;
        private final List<String> ids;
        private final Path solutions;
        private Map<String, String> methods;
        /** Each problem's class name, filled with {@link #methods}. */
        private Map<String, String> classNames;
        private final Map<Path, SourceFacts> facts = new HashMap<>();

        Scan(Workspace workspace, List<String> ids) {
            this.workspace = workspace;
            this.ids = ids;
            this.solutions = workspace.solutionsDirectory();
        }

        SolutionLayout run() {
            if (!Files.isDirectory(solutions)) {
                return EMPTY;
            }
            List<MisplacedSolution> found = new ArrayList<>();
            Map<MisplacedSolution, Path> files = new HashMap<>();
            for (Path entry : list(solutions)) {
                String name = entry.getFileName().toString();
                Optional<MisplacedSolution> finding = Optional.empty();
                if (Files.isDirectory(entry, LinkOption.NOFOLLOW_LINKS)) {
                    finding = ids.contains(name) ? problemFolder(name, entry) : strayFolder(entry);
                } else if (Files.isRegularFile(entry) && isJava(name)) {
                    finding = looseFile(entry);
                }
                finding.ifPresent(m -> {
                    found.add(m);
                    files.put(m, workspace.solutionsRoot().resolve(m.file()).normalize());
                });
            }
            found.sort(Comparator.comparing((MisplacedSolution m) -> m.problemId().isEmpty())
                    .thenComparing(m -> m.problemId().orElse(""))
                    .thenComparing(MisplacedSolution::kind)
                    .thenComparing(MisplacedSolution::file));
            return new SolutionLayout(oneFixPerTarget(found, files));
        }

        /**
         * Every fix puts a file at {@code solutions/<id>/Solution.java}: of several findings for one
         * problem only one keeps its fix (the first that declares {@code class Solution}, else the
         * first), so pasting them all cannot put two files in one place.
         */
        private List<MisplacedSolution> oneFixPerTarget(List<MisplacedSolution> found,
                                                        Map<MisplacedSolution, Path> files) {
            Map<String, MisplacedSolution> chosen = new HashMap<>();
            for (MisplacedSolution m : found) {
                if (m.fix().isEmpty() || m.problemId().isEmpty()) {
                    continue;
                }
                chosen.merge(m.problemId().get(), m, (first, next) -> !declaresSolution(files.get(first))
                        && declaresSolution(files.get(next)) ? next : first);
            }
            List<MisplacedSolution> result = new ArrayList<>();
            for (MisplacedSolution m : found) {
                MisplacedSolution winner = m.problemId().map(chosen::get).orElse(null);
                if (m.fix().isEmpty() || winner == null || winner == m) {
                    result.add(m);
                    continue;
                }
                String target = show(solutions.resolve(m.problemId().get()).resolve(Workspace.SOLUTION_FILE));
                result.add(new MisplacedSolution(m.kind(), m.problemId(), m.file(), m.others(), m.message()
                        + "; no fix is offered for it: the fix for " + winner.file() + " already proposes it for "
                        + target + ", so compare the two and keep one", Optional.empty()));
            }
            return result;
        }

        /** {@code solutions/<id>/} without a {@code Solution.java} (by its exact name) but with other Java files. */
        private Optional<MisplacedSolution> problemFolder(String id, Path folder) {
            if (list(folder).stream().anyMatch(f -> f.getFileName().toString().equals(Workspace.SOLUTION_FILE))) {
                return Optional.empty();
            }
            List<Path> candidates = ranked(folder, javaFiles(folder));
            if (candidates.isEmpty()) {
                return Optional.empty();
            }
            Path best = candidates.get(0);
            String expected = show(folder.resolve(Workspace.SOLUTION_FILE));
            boolean wrongCase = best.getParent().equals(folder)
                    && best.getFileName().toString().equalsIgnoreCase(Workspace.SOLUTION_FILE);
            String message;
            if (wrongCase) {
                message = show(best) + " is not judged: the judge reads exactly " + expected
                        + ", and file names are case-sensitive";
            } else if (candidates.size() == 1) {
                message = show(best) + " is not judged: the judge reads exactly " + expected + noClass(best, id);
            } else {
                message = show(folder) + "/ holds " + and(candidates.stream().map(f -> show(folder, f)).toList())
                        + " but no " + Workspace.SOLUTION_FILE + ", so none is judged: the judge reads exactly "
                        + expected + "; the fix takes " + show(folder, best) + whichOne(candidates);
            }
            return Optional.of(new MisplacedSolution(wrongCase ? MisplacedSolution.Kind.WRONG_CASE
                    : MisplacedSolution.Kind.OTHER_FILE, Optional.of(id), show(best), others(candidates), message,
                    Optional.of("mv -n " + shell(show(best)) + " " + shell(expected))));
        }

        /** A folder under {@code solutions/} whose name is not a problem id, holding Java files. */
        private Optional<MisplacedSolution> strayFolder(Path folder) {
            String name = folder.getFileName().toString();
            List<Path> candidates = ranked(folder, javaFiles(folder));
            if (candidates.isEmpty()) {
                return Optional.empty();
            }
            Path best = candidates.get(0);
            String where = show(folder) + "/ is not a problem id, so " + show(best) + " is not judged";
            // A name that is exactly an id wins; else the method the file declares, when it names one
            // problem, wins over a guess from the name.
            Optional<String> id = Suggestions.exactly(name, ids).or(() -> byMethod(best))
                    .or(() -> Suggestions.meant(name, ids));
            if (id.isEmpty()) {
                if (!looksLikeASolution(best)) {
                    return Optional.empty();
                }
                return Optional.of(new MisplacedSolution(MisplacedSolution.Kind.NOT_A_PROBLEM_FOLDER, Optional.empty(),
                        show(best), others(candidates), where + ": it matches no problem; move it to "
                        + "solutions/<problem-id>/Solution.java (./judgew list shows the ids)",
                        Optional.empty()));
            }
            Path target = solutions.resolve(id.get());
            Path expected = target.resolve(Workspace.SOLUTION_FILE);
            if (!sameFile(folder, target) && inPlace(id.get())) {
                return Optional.empty(); // a backup or an old attempt beside the solution the judge reads
            }
            String inside = show(folder, best);
            String message = where + ": the judge reads exactly " + show(expected);
            Optional<String> fix;
            if (!Files.exists(target, LinkOption.NOFOLLOW_LINKS) || sameFile(folder, target)) {
                // The whole folder moves, the learner's tests/ with it; then the file is renamed if need be.
                // Where letter case is all that differs and the file system ignores it, mv renames in place.
                fix = Optional.of("mv -n " + shell(show(folder)) + " " + shell(show(target))
                        + (inside.equals(Workspace.SOLUTION_FILE) ? "" : " && mv -n " + shell(show(target) + "/" + inside)
                                + " " + shell(show(expected))));
            } else if (!Files.exists(expected, LinkOption.NOFOLLOW_LINKS)) {
                // The problem's folder exists (with the learner's tests, say): only the file moves, so mv cannot nest a folder in it.
                fix = Optional.of("mv -n " + shell(show(best)) + " " + shell(show(expected)));
            } else {
                message = where + "; " + show(expected) + " is, so compare the two and keep one";
                fix = Optional.empty();
            }
            return Optional.of(new MisplacedSolution(MisplacedSolution.Kind.NOT_A_PROBLEM_FOLDER, id, show(best),
                    others(candidates), message + (inside.equals(Workspace.SOLUTION_FILE) ? "" : noClass(best, id.get())),
                    fix));
        }

        /** A Java file directly in {@code solutions/}. */
        private Optional<MisplacedSolution> looseFile(Path file) {
            String name = file.getFileName().toString();
            String base = name.substring(0, name.length() - ".java".length());
            boolean named = !base.equalsIgnoreCase("Solution");
            Optional<String> id = (named ? Suggestions.exactly(base, ids) : Optional.<String>empty())
                    .or(() -> byMethod(file))
                    .or(() -> named ? Suggestions.meant(base, ids) : Optional.empty());
            String where = show(file) + " is in no problem's folder, so it is not judged";
            if (id.isEmpty()) {
                if (!looksLikeASolution(file)) {
                    return Optional.empty();
                }
                return Optional.of(new MisplacedSolution(MisplacedSolution.Kind.OUTSIDE_A_PROBLEM_FOLDER,
                        Optional.empty(), show(file), List.of(), where + ": the judge reads "
                        + "solutions/<problem-id>/Solution.java (./judgew list shows the ids)",
                        Optional.empty()));
            }
            if (inPlace(id.get())) {
                return Optional.empty(); // a backup or an old attempt: the judge reads the solution in place
            }
            Path expected = solutions.resolve(id.get()).resolve(Workspace.SOLUTION_FILE);
            String message = where + ": the judge reads exactly " + show(expected);
            Optional<String> fix = Optional.of("mkdir -p " + shell(show(expected.getParent())) + " && mv -n "
                    + shell(show(file)) + " " + shell(show(expected)));
            if (Files.exists(expected, LinkOption.NOFOLLOW_LINKS)) {
                message = where + "; " + show(expected) + " is, so compare the two and keep one";
                fix = Optional.empty();
            }
            return Optional.of(new MisplacedSolution(MisplacedSolution.Kind.OUTSIDE_A_PROBLEM_FOLDER, id, show(file),
                    List.of(), message + noClass(file, id.get()), fix));
        }

        /**
         * The problem whose method the file declares, when exactly one problem's does and the file
         * looks like a solution (a {@code QuickSort.java} declaring {@code partition} is no
         * palindrome-partitioning). Only declarations count, not calls.
         */
        private Optional<String> byMethod(Path file) {
            if (!looksLikeASolution(file)) {
                return Optional.empty();
            }
            Set<String> declared = facts(file).methods();
            List<String> matching = methods().entrySet().stream()
                    .filter(e -> declared.contains(e.getValue()))
                    .map(Map.Entry::getKey).sorted().toList();
            return matching.size() == 1 ? Optional.of(matching.get(0)) : Optional.empty();
        }

        /** Whether {@code solutions/<id>/Solution.java}, by its exact name, is where the judge reads it. */
        private boolean inPlace(String id) {
            Path folder = solutions.resolve(id);
            return Files.isDirectory(folder) && list(folder).stream()
                    .anyMatch(f -> f.getFileName().toString().equals(Workspace.SOLUTION_FILE) && Files.isRegularFile(f));
        }

        /** What a file declares, read once per scan. */
        private SourceFacts facts(Path file) {
            return facts.computeIfAbsent(file, f -> SourceFacts.of(read(f)));
        }

        /**
         * Each problem's method name (a design problem's: its class, whose constructor has that
         * name), read from the specs on first need; a spec that does not load has none.
         */
        private Map<String, String> methods() {
            if (methods == null) {
                methods = new HashMap<>();
                classNames = new HashMap<>();
                for (String id : ids) {
                    try {
                        MethodSignature method = workspace.loader().loadOverview(workspace.problemDirectory(id)).spec()
                                .method();
                        methods.put(id, method.name());
                        classNames.put(id, method.className());
                    } catch (ProblemFormatException e) {
                        // list and validate say what is wrong with it; here it just matches nothing.
                    }
                }
            }
            return methods;
        }

        /** The class each problem's file declares: {@code Solution}, or a design problem's ({@code LRUCache}). */
        private String className(String id) {
            methods();
            return classNames.getOrDefault(id, "Solution");
        }

        /**
         * The files most likely meant first: {@code Solution.java} in any case directly in the
         * folder, then files that declare {@code class Solution}, then the rest, each by path.
         */
        private List<Path> ranked(Path folder, List<Path> files) {
            // Each file's rank is worked out before sorting, so the comparator reads no file.
            Map<Path, Integer> rank = new HashMap<>();
            for (Path f : files) {
                boolean named = f.getParent().equals(folder)
                        && f.getFileName().toString().equalsIgnoreCase(Workspace.SOLUTION_FILE);
                rank.put(f, named ? 0 : declaresSolution(f) ? 1 : 2);
            }
            return files.stream().sorted(Comparator.comparing((Path f) -> rank.get(f)).thenComparing(Path::toString))
                    .toList();
        }

        private String whichOne(List<Path> candidates) {
            List<Path> declaring = candidates.stream().filter(this::declaresSolution).toList();
            if (declaring.size() == 1) {
                return ", the one that declares class Solution";
            }
            return declaring.isEmpty() ? " (none declares class Solution)" : " (several declare class Solution: "
                    + "pick the one you mean)";
        }

        private String noClass(Path file, String id) {
            String wanted = className(id);
            return facts(file).classes().contains(wanted) ? ""
                    : "; it declares no class " + wanted + ", which the judge also needs";
        }

        private boolean looksLikeASolution(Path file) {
            if (file.getFileName().toString().equalsIgnoreCase(Workspace.SOLUTION_FILE) || declaresSolution(file)) {
                return true;
            }
            // A design problem's class (LRUCache.java declaring class LRUCache) is a solution too.
            methods();
            return facts(file).classes().stream().anyMatch(c -> !c.equals("Solution") && classNames.containsValue(c));
        }

        private boolean declaresSolution(Path file) {
            return facts(file).declaresSolution();
        }

        private List<String> others(List<Path> candidates) {
            return candidates.stream().skip(1).map(this::show).toList();
        }

        /** The Java files under a folder, at most {@link #DEPTH} deep, leaving out hidden ones and its {@code tests/}. */
        private static List<Path> javaFiles(Path folder) {
            List<Path> files = new ArrayList<>();
            try {
                Files.walkFileTree(folder, EnumSet.noneOf(java.nio.file.FileVisitOption.class), DEPTH,
                        new SimpleFileVisitor<>() {
                            @Override
                            public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attributes) {
                                if (dir.equals(folder)) {
                                    return FileVisitResult.CONTINUE;
                                }
                                String name = dir.getFileName().toString();
                                boolean ownTests = dir.getParent().equals(folder) && name.equals(TESTS);
                                return hidden(name) || ownTests ? FileVisitResult.SKIP_SUBTREE : FileVisitResult.CONTINUE;
                            }

                            @Override
                            public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) {
                                String name = file.getFileName().toString();
                                if (attributes.isRegularFile() && isJava(name) && !hidden(name)) {
                                    files.add(file);
                                }
                                return FileVisitResult.CONTINUE;
                            }

                            @Override
                            public FileVisitResult visitFileFailed(Path file, IOException e) {
                                return FileVisitResult.CONTINUE;
                            }
                        });
            } catch (IOException | UncheckedIOException e) {
                // What was read is enough for advice.
            }
            return files;
        }

        /** A folder's entries that are not hidden, by name. */
        private static List<Path> list(Path folder) {
            try (Stream<Path> entries = Files.list(folder)) {
                return entries.filter(e -> !hidden(e.getFileName().toString()))
                        .sorted(Comparator.comparing(e -> e.getFileName().toString())).toList();
            } catch (IOException | UncheckedIOException e) {
                return List.of();
            }
        }

        /** The start of a file as text, enough to see the classes and methods it declares; empty when unreadable. */
        private static String read(Path file) {
            try (InputStream in = Files.newInputStream(file)) {
                // Any bytes decode: a file in another encoding still shows its ASCII keywords.
                return new String(in.readNBytes(MAX_READ_BYTES), StandardCharsets.ISO_8859_1);
            } catch (IOException | UncheckedIOException e) {
                return "";
            }
        }

        private static boolean sameFile(Path a, Path b) {
            try {
                return Files.isSameFile(a, b);
            } catch (IOException e) {
                return false;
            }
        }

        private static boolean isJava(String name) {
            return name.toLowerCase(Locale.ROOT).endsWith(".java");
        }

        private static boolean hidden(String name) {
            return name.startsWith(".");
        }

        private String show(Path path) {
            return workspace.display(path).replace(File.separatorChar, '/');
        }

        private static String show(Path folder, Path file) {
            return folder.relativize(file).toString().replace(File.separatorChar, '/');
        }

        private static String and(List<String> names) {
            return names.size() == 1 ? names.get(0) : String.join(", ", names.subList(0, names.size() - 1))
                    + " and " + names.get(names.size() - 1);
        }
    }

    private static String shell(String path) {
        return MisplacedSolution.shellWord(path);
    }

    @Override
    public String toString() {
        return misplaced.stream().map(MisplacedSolution::oneLine).collect(Collectors.joining("\n"));
    }
}
