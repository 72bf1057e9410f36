package dev.practicejudge.architecture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.practicejudge.testing.TestRepository;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Pins the shape of the judge's main code: which of its packages may depend on which. Read from
 * the sources (imports and fully qualified names outside comments), so it needs no library and
 * sees exactly what a reader sees.
 */
class PackageDependenciesTest {

    private static final Path MAIN = TestRepository.ROOT.resolve("judge/src/main/java");
    private static final String BASE = "dev.practicejudge";
    private static final Pattern REFERENCE = Pattern.compile("\\bdev\\.practicejudge\\.([a-z][a-z0-9]*)\\.[A-Za-z]");

    /** Packages that sit on top: they wire the others and nothing below may reach up into them. */
    private static final Set<String> TOP = Set.of("cli");

    /**
     * The layers docs/architecture.md draws, bottom first. A package may use packages of lower
     * layers only: not its own layer's (no sideways edge, so the commands' packages stay
     * independent of each other) and never a higher one. A new package must be given a layer here.
     */
    static final List<Set<String>> LAYERS = List.of(
            Set.of("api"),
            Set.of("json", "text"),
            Set.of("protocol", "provided"),
            Set.of("problem"),
            Set.of("compile"),
            Set.of("generate", "check", "worker"),
            Set.of("run"),
            Set.of("judge"),
            Set.of("present"),
            Set.of("learn", "stress", "profile", "validate", "author", "classroom", "interview"),
            Set.of("report"),
            Set.of("session"),
            Set.of("cli"));

    @Test
    void mainCodeHasNoPackageCycle() {
        Map<String, Set<String>> graph = dependencies();

        List<List<String>> cycles = cycles(graph);

        assertTrue(cycles.isEmpty(), () -> "package cycles (each a path back to its start): " + cycles
                + "\nthe graph: " + graph);
    }

    @Test
    void noPackageBelowTheCommandLineImportsIt() {
        Map<String, Set<String>> graph = dependencies();

        List<String> offenders = new ArrayList<>();
        graph.forEach((from, tos) -> tos.stream()
                .filter(TOP::contains)
                .forEach(to -> offenders.add(BASE + "." + from + " -> " + BASE + "." + to)));

        assertEquals(List.of(), offenders, "the CLI only wires; move what these need out of it");
    }

    @Test
    void everyPackageUsesOnlyTheLayersBelowIt() {
        Map<String, Set<String>> graph = dependencies();
        Map<String, Integer> layerOf = new TreeMap<>();
        for (int layer = 0; layer < LAYERS.size(); layer++) {
            for (String name : LAYERS.get(layer)) {
                layerOf.put(name, layer);
            }
        }

        assertEquals(layerOf.keySet(), graph.keySet(),
                "every package of the judge has one layer in LAYERS (and docs/architecture.md), and every layer's package exists");
        List<String> offenders = new ArrayList<>();
        graph.forEach((from, tos) -> tos.stream()
                .filter(to -> layerOf.get(to) >= layerOf.get(from))
                .forEach(to -> offenders.add(BASE + "." + from + " -> " + BASE + "." + to
                        + (layerOf.get(to).equals(layerOf.get(from)) ? " (same layer)" : " (up)"))));
        assertEquals(List.of(), offenders, "edges that run up or sideways: move the shared type down a layer");
    }

    /**
     * The front-ends' facade: the command line reaches the judge through {@code session} alone and
     * prints through the output packages, so a change inside the judge does not ripple into every
     * command, and the next front-end has one door to go through.
     */
    static final Set<String> COMMAND_LINE_MAY_USE = Set.of("session", "report", "present", "text");

    @Test
    void theCommandLineReachesTheJudgeThroughTheSessionOnly() {
        Set<String> used = dependencies().get("cli");

        Set<String> beyond = new TreeSet<>(used);
        beyond.removeAll(COMMAND_LINE_MAY_USE);
        assertEquals(Set.of(), beyond, "cli asks the session for the judge's work (and prints through report, present "
                + "and text); give the session a method instead of importing these");
    }

    @Test
    void theArchitecturePageListsTheSameLayers() throws IOException {
        String page = Files.readString(TestRepository.ROOT.resolve("docs/architecture.md"));
        Matcher line = Pattern.compile("Layers, bottom first: ([^.]*)\\.").matcher(page);

        assertTrue(line.find(), "docs/architecture.md has a line \"Layers, bottom first: ...\"");
        List<Set<String>> drawn = new ArrayList<>();
        for (String layer : line.group(1).split(";")) {
            drawn.add(new TreeSet<>(List.of(layer.replace("`", "").replaceAll("\\s+", "").split(","))));
        }
        assertEquals(LAYERS.stream().map(TreeSet::new).toList(), drawn,
                "the layers in docs/architecture.md and in PackageDependenciesTest.LAYERS differ");
    }

    @Test
    void theCheckerApiDependsOnNothingOfTheJudge() {
        Map<String, Set<String>> graph = dependencies();

        assertTrue(graph.containsKey("api"), "the checker API has a package of its own: " + graph.keySet());
        assertEquals(Set.of(), graph.get("api"),
                "authors compile against dev.practicejudge.api alone; it may use the JDK and Jackson, no internals");
    }

    @Test
    void theCheckerApiHoldsTheTypesAuthorsImplement() throws IOException {
        try (Stream<Path> files = Files.list(MAIN.resolve("dev/practicejudge/api"))) {
            Set<String> names = new TreeSet<>(files.map(path -> path.getFileName().toString()).toList());
            assertTrue(names.containsAll(Set.of("Checker.java", "CheckResult.java", "package-info.java")), names::toString);
        }
    }

    /**
     * User code never runs in the judge's JVM, with one exception made for a debugger: the ide
     * module's tests run solutions in their own JVM through {@code run.InThisJvmRunner}. No main
     * code of the judge may use it, so {@code ./judgew} always judges in worker JVMs.
     */
    @Test
    void onlyTheIdeModuleRunsSolutionsInItsOwnJvm() throws IOException {
        List<String> users = new ArrayList<>();
        try (Stream<Path> files = Files.walk(MAIN.resolve("dev/practicejudge"))) {
            for (Path file : files.filter(path -> path.toString().endsWith(".java")).toList()) {
                String name = file.getFileName().toString();
                String code = withoutComments(Files.readString(file));
                if ((code.contains("InThisJvmRunner") && !name.equals("InThisJvmRunner.java"))
                        || (code.contains("runInThisJvm") && !name.equals("InThisJvmRunner.java")
                        && !name.equals("WorkerMain.java"))) {
                    users.add(MAIN.relativize(file).toString());
                }
            }
        }

        assertEquals(List.of(), users, "the judge runs solutions in worker JVMs only; InThisJvmRunner is for the IDE");
    }

    @Test
    void theCycleSearchNamesACycleAndPassesALayeredGraph() {
        assertEquals(List.of(List.of("check", "compile", "check")),
                cycles(new TreeMap<>(Map.of("check", Set.of("compile", "problem"), "compile", Set.of("check"), "problem", Set.of()))));
        assertEquals(List.of(), cycles(Map.of("check", Set.of("compile", "api"), "compile", Set.of("api"), "api", Set.of())));
    }

    /** Package (the part after dev.practicejudge) to the other packages its files refer to. */
    static Map<String, Set<String>> dependencies() {
        Map<String, Set<String>> graph = new TreeMap<>();
        try (Stream<Path> files = Files.walk(MAIN.resolve("dev/practicejudge"))) {
            for (Path file : files.filter(path -> path.toString().endsWith(".java")).toList()) {
                String from = MAIN.resolve("dev/practicejudge").relativize(file.getParent()).toString().replace('/', '.');
                Set<String> tos = graph.computeIfAbsent(from, key -> new TreeSet<>());
                Matcher matcher = REFERENCE.matcher(withoutComments(Files.readString(file)));
                while (matcher.find()) {
                    if (!matcher.group(1).equals(from)) {
                        tos.add(matcher.group(1));
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return graph;
    }

    /** Drops comments, so a Javadoc link to a class elsewhere is not counted as a dependency. */
    private static String withoutComments(String source) {
        return source.replaceAll("(?s)/\\*.*?\\*/", "").replaceAll("(?m)//.*$", "");
    }

    /** Every elementary cycle found by a depth-first search, one per back edge. */
    static List<List<String>> cycles(Map<String, Set<String>> graph) {
        List<List<String>> found = new ArrayList<>();
        Set<String> done = new TreeSet<>();
        for (String start : graph.keySet()) {
            search(start, graph, new ArrayDeque<>(), done, found);
        }
        return found;
    }

    private static void search(String node, Map<String, Set<String>> graph, Deque<String> path, Set<String> done,
            List<List<String>> found) {
        if (path.contains(node)) {
            List<String> cycle = new ArrayList<>();
            boolean in = false;
            for (String step : (Iterable<String>) path::descendingIterator) {
                in |= step.equals(node);
                if (in) {
                    cycle.add(step);
                }
            }
            cycle.add(node);
            found.add(cycle);
            return;
        }
        if (done.contains(node)) {
            return;
        }
        path.push(node);
        for (String next : graph.getOrDefault(node, Set.of())) {
            search(next, graph, path, done, found);
        }
        path.pop();
        done.add(node);
    }
}
