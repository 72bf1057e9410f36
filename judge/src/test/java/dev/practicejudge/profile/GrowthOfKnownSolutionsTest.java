package dev.practicejudge.profile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.practicejudge.compile.CompilationResult;
import dev.practicejudge.compile.SolutionCompiler;
import dev.practicejudge.generate.Generators;
import dev.practicejudge.judge.LoadedProblem;
import dev.practicejudge.problem.ProblemFormatException;
import dev.practicejudge.problem.Workspace;
import dev.practicejudge.run.WorkerCommand;
import dev.practicejudge.testing.EndToEnd;
import dev.practicejudge.testing.TestRepository;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The profiler and the fit on real solutions of known growth, measured by real workers: the
 * issue's yardstick. N-Queens II's brute force over all n^n placements, a search over the n!
 * permutations without pruning, and two prunings (sets, bitmasks) must come out in that order of
 * growth per n, three runs out of three. The two prunings visit the same search tree, so their
 * growth is the same in theory: the right order between them is a tie, so the test asserts only
 * that both grow more slowly than the permutations. (Measured, they come out within about 1.7x of
 * each other: the machine's cost per node of the same tree steps with n, Bitmask's about three
 * times higher from n = 11 than at n = 10, and the growth over the top sizes reads that step.) On Reverse Linked List a linear and a
 * quadratic solution must be named O(n) and O(n^2), or inconclusive; never the other's class.
 */
@EndToEnd
class GrowthOfKnownSolutionsTest {

    private static final Path FIXTURES = TestRepository.FIXTURES.resolve("profile");
    private static final SolutionCompiler COMPILER = new SolutionCompiler();
    /** A quick profile: a solution's ladder stops once a run takes a quarter of a second. */
    private static final Profiler.Settings QUICK = new Profiler.Settings(250);

    @Test
    void nQueensSolutionsOfKnownGrowthAreOrderedByTheirGrowthPerNInThreeRunsOfThree() throws Exception {
        List<String> runs = new ArrayList<>();
        for (int run = 1; run <= 3; run++) {
            Profile profile = profile("n-queens-ii", "BruteForceAllPlacements", "PermutationsNoPruning",
                    "SetPruning", "BitmaskPruning");
            Map<String, Double> perN = new LinkedHashMap<>();
            for (Series series : profile.series()) {
                Growth growth = GrowthFit.fit(series.points());
                assertTrue(growth.perStep().isPresent(), () -> series.name() + " has no growth per n: " + growth
                        + "\n" + series);
                perN.put(series.name(), growth.perStep().getAsDouble());
            }
            String figures = "run " + run + ": " + perN + "\n" + describe(profile);
            runs.add(figures);
            double brute = perN.get("BruteForceAllPlacements");
            double permutations = perN.get("PermutationsNoPruning");
            double sets = perN.get("SetPruning");
            double bitmask = perN.get("BitmaskPruning");
            assertTrue(brute > permutations, figures);
            assertTrue(permutations > Math.max(sets, bitmask), figures);
            assertTrue(brute >= 1.5 * bitmask, figures);
        }
        System.out.println(String.join("\n", runs));
    }

    @Test
    void aLinearAndAQuadraticSolutionAreNamedRightOrInconclusiveNeverWrong() throws Exception {
        Profile profile = profile("reverse-linked-list", "IterativeLinear", "TailDetachQuadratic");
        Growth linear = GrowthFit.fit(profile.series().get(0).points());
        Growth quadratic = GrowthFit.fit(profile.series().get(1).points());
        String figures = describe(profile) + "\nlinear: " + linear + "\nquadratic: " + quadratic;
        assertTrue(linear.inconclusive() || linear.growthClass() == GrowthClass.LINEAR, figures);
        assertTrue(quadratic.inconclusive() || quadratic.growthClass() == GrowthClass.QUADRATIC, figures);
        Set<GrowthClass> wrongForLinear = EnumSet.of(GrowthClass.QUADRATIC, GrowthClass.CUBIC);
        assertTrue(!wrongForLinear.contains(linear.growthClass()), figures);
        System.out.println(figures);
    }

    /** The fixtures of one problem, measured together on its ladder. */
    private static Profile profile(String problemId, String... fixtures) throws ProblemFormatException {
        Workspace workspace = new Workspace(TestRepository.ROOT);
        LoadedProblem loaded = LoadedProblem.load(workspace, problemId, COMPILER);
        Ladder ladder = loaded.problem().spec().profile().isPresent()
                ? Ladder.declared(loaded.problem().spec().profile().get().inputs(), loaded.problem().spec().method())
                : Ladder.generated(Generators.forProblem(loaded.problem(), COMPILER, Path::toString).orElseThrow(),
                        loaded.problem().spec().method(), 1);
        List<Profiler.Contender> contenders = new ArrayList<>();
        for (String fixture : fixtures) {
            Path file = FIXTURES.resolve(problemId).resolve(fixture + ".java");
            CompilationResult compiled = COMPILER.compile(file, fixture + ".java", loaded.problem().spec().method());
            contenders.add(new Profiler.Contender(fixture, false,
                    assertInstanceOf(CompilationResult.Compiled.class, compiled, () -> compiled.toString()).classes()));
        }
        Profile profile = new Profiler(loaded.problem(), loaded.comparator(), WorkerCommand.current(), QUICK)
                .profile(ladder, contenders, line -> { });
        assertEquals(fixtures.length, profile.series().size());
        return profile;
    }

    private static String describe(Profile profile) {
        StringBuilder text = new StringBuilder();
        for (Series series : profile.series()) {
            text.append(series.name()).append(" (").append(series.stopped()).append("):");
            series.points().forEach(p -> text.append(' ').append(p.size()).append('=')
                    .append(String.format(java.util.Locale.ROOT, "%.3f", p.medianCpuMs())));
            text.append('\n');
        }
        return text.toString();
    }
}
