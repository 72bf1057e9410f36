package dev.practicejudge.problem;

import static dev.practicejudge.problem.ShippedTestFiles.fieldNames;
import static dev.practicejudge.problem.ShippedTestFiles.names;
import static dev.practicejudge.problem.ShippedTestFiles.read;
import static dev.practicejudge.testing.TestRepository.ROOT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.json.Json;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Proves the expected answers shipped for the list-returning backtracking problems
 * ({@code subsets}, {@code permutations}, {@code combinations}, {@code combination-sum}) without
 * trusting any submission: each answer is recomputed here by brute force written differently
 * from the shipped solutions (bitmask enumeration, all n^n index sequences filtered, bounded
 * multiplicity enumeration plus a coin-change count), and compared with the stored one up to the
 * order the problem's spec declares free. The inputs are checked against each statement's
 * constraints, and the statements' examples against the sample tests. The files were generated
 * once by a script that is not kept, so this test is what keeps them honest.
 */
class ShippedListProblemsDataTest {

    static Stream<Arguments> testFiles(String problem) throws IOException {
        return names(problem).stream().map(name -> Arguments.of(name));
    }

    static Stream<Arguments> subsetsTests() throws IOException {
        return testFiles("subsets");
    }

    static Stream<Arguments> permutationsTests() throws IOException {
        return testFiles("permutations");
    }

    static Stream<Arguments> combinationsTests() throws IOException {
        return testFiles("combinations");
    }

    static Stream<Arguments> combinationSumTests() throws IOException {
        return testFiles("combination-sum");
    }

    // ---- statements --------------------------------------------------------------------------

    /** Each sample test is an example of the statement, written there with the same output. */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"subsets", "permutations", "combinations", "combination-sum"})
    void statementExamplesAreTheSampleTests(String problem) throws IOException {
        String statement = Files.readString(ROOT.resolve("problems").resolve(problem).resolve("statement.md"));
        for (String name : names(problem)) {
            JsonNode root = read(problem, name);
            if (!root.has("sample")) {
                continue;
            }
            List<String> args = new ArrayList<>();
            root.get("input").fields().forEachRemaining(f -> args.add(f.getKey() + " = " + Json.compact(f.getValue())));
            String example = "Input:  " + String.join(", ", args) + "\nOutput: " + Json.compact(root.get("expected")) + "\n";
            assertTrue(statement.contains(example), problem + "/" + name + ": the statement has no example\n" + example);
        }
    }

    // ---- subsets -------------------------------------------------------------------------

    @ParameterizedTest(name = "{0}")
    @MethodSource("subsetsTests")
    void subsetsAreExactlyAllBitmasks(String name) throws IOException {
        JsonNode root = read("subsets", name);
        assertEquals(Set.of("nums"), fieldNames(root.get("input")), name);
        int[] nums = distinctInts(root.get("input").get("nums"), 1, 10, -10, 10, name);
        List<List<Integer>> all = new ArrayList<>();
        for (int mask = 0; mask < 1 << nums.length; mask++) {
            List<Integer> subset = new ArrayList<>();
            for (int i = 0; i < nums.length; i++) {
                if ((mask >> i & 1) == 1) {
                    subset.add(nums[i]);
                }
            }
            all.add(subset);
        }
        List<List<Integer>> expected = lists(root.get("expected"), name);
        assertEquals(1 << nums.length, expected.size(), name + ": 2^n subsets");
        assertEquals(counts(all, true), counts(expected, true), name + ": subsets, in any order at both levels");
    }

    // ---- permutations --------------------------------------------------------------------

    @ParameterizedTest(name = "{0}")
    @MethodSource("permutationsTests")
    void permutationsAreExactlyTheIndexSequencesWithoutRepeats(String name) throws IOException {
        JsonNode root = read("permutations", name);
        assertEquals(Set.of("nums"), fieldNames(root.get("input")), name);
        int[] nums = distinctInts(root.get("input").get("nums"), 1, 6, -10, 10, name);
        int n = nums.length;
        List<List<Integer>> all = new ArrayList<>();
        int total = (int) Math.pow(n, n);
        for (int code = 0; code < total; code++) {       // every sequence of n indices in 0..n-1
            int[] index = new int[n];
            int rest = code;
            for (int i = 0; i < n; i++) {
                index[i] = rest % n;
                rest /= n;
            }
            boolean[] seen = new boolean[n];
            boolean repeats = false;
            for (int i : index) {
                repeats |= seen[i];
                seen[i] = true;
            }
            if (!repeats) {
                List<Integer> order = new ArrayList<>();
                for (int i : index) {
                    order.add(nums[i]);
                }
                all.add(order);
            }
        }
        List<List<Integer>> expected = lists(root.get("expected"), name);
        assertEquals(factorial(n), expected.size(), name + ": n! permutations");
        assertEquals(counts(all, false), counts(expected, false), name + ": permutations, in any order at level 0 only");
    }

    // ---- combinations --------------------------------------------------------------------

    @ParameterizedTest(name = "{0}")
    @MethodSource("combinationsTests")
    void combinationsAreExactlyTheBitmasksWithKBits(String name) throws IOException {
        JsonNode root = read("combinations", name);
        assertEquals(Set.of("n", "k"), fieldNames(root.get("input")), name);
        int n = intIn(root.get("input").get("n"), 1, 20, name + ": n");
        int k = intIn(root.get("input").get("k"), 1, n, name + ": k");
        Map<Integer, Long> all = new HashMap<>();
        for (int mask = 0; mask < 1 << n; mask++) {       // bit x - 1 set: x is chosen
            if (Integer.bitCount(mask) == k) {
                all.put(mask, 1L);
            }
        }
        JsonNode expected = root.get("expected");
        assertTrue(expected.isArray(), name + ": expected is a list");
        assertEquals(binomial(n, k), expected.size(), name + ": C(n, k) choices");
        Map<Integer, Long> stored = new HashMap<>();
        for (JsonNode choice : expected) {       // messages are built only on failure: 1.8 million numbers
            if (!choice.isArray() || choice.size() != k) {
                fail(name + ": not a choice of k = " + k + " numbers: " + choice);
            }
            int mask = 0;
            for (JsonNode x : choice) {
                int value = x.isInt() ? x.intValue() : 0;
                if (value < 1 || value > n || (mask & 1 << (value - 1)) != 0) {
                    fail(name + ": " + x + " is not a number 1.." + n + " that occurs once in " + choice);
                }
                mask |= 1 << (value - 1);
            }
            stored.merge(mask, 1L, Long::sum);
        }
        assertEquals(all, stored, name + ": choices, in any order at both levels");
    }

    // ---- combination sum -----------------------------------------------------------------

    @ParameterizedTest(name = "{0}")
    @MethodSource("combinationSumTests")
    void combinationSumsAreExactlyTheMultiplicitiesReachingTheTarget(String name) throws IOException {
        JsonNode root = read("combination-sum", name);
        assertEquals(Set.of("candidates", "target"), fieldNames(root.get("input")), name);
        int[] candidates = distinctInts(root.get("input").get("candidates"), 1, 30, 2, 40, name);
        int target = intIn(root.get("input").get("target"), 1, 40, name + ": target");

        List<List<Integer>> all = new ArrayList<>();
        multiplicities(candidates, 0, target, new int[candidates.length], all);
        List<List<Integer>> expected = lists(root.get("expected"), name);
        assertTrue(expected.size() < 150, name + ": " + expected.size() + " combinations, the statement promises fewer than 150");
        assertEquals(coinChangeCount(candidates, target), expected.size(), name + ": number of combinations");
        for (List<Integer> combination : expected) {
            assertEquals(target, combination.stream().mapToInt(Integer::intValue).sum(), name + ": sum of " + combination);
        }
        assertEquals(counts(all, true), counts(expected, true), name + ": combinations, in any order at both levels");
    }

    /** Chooses how many times candidates[i] is used (0 up to what fits), for each i in turn. */
    private static void multiplicities(int[] candidates, int i, int remaining, int[] times, List<List<Integer>> out) {
        if (i == candidates.length) {
            if (remaining == 0) {
                List<Integer> combination = new ArrayList<>();
                for (int j = 0; j < candidates.length; j++) {
                    for (int t = 0; t < times[j]; t++) {
                        combination.add(candidates[j]);
                    }
                }
                out.add(combination);
            }
            return;
        }
        for (int t = 0; t * candidates[i] <= remaining; t++) {
            times[i] = t;
            multiplicities(candidates, i + 1, remaining - t * candidates[i], times, out);
        }
        times[i] = 0;
    }

    /** The number of multisets of candidates summing to target, by the coin-change recurrence. */
    private static long coinChangeCount(int[] candidates, int target) {
        long[] ways = new long[target + 1];
        ways[0] = 1;
        for (int c : candidates) {
            for (int s = c; s <= target; s++) {
                ways[s] += ways[s - c];
            }
        }
        return ways[target];
    }

    // ---- coverage of the constraints -----------------------------------------------------

    @Test
    void testsReachTheLimitsOfTheConstraints() throws IOException {
        assertTrue(any("subsets", t -> t.get("input").get("nums").size() == 10), "subsets: n = 10");
        assertTrue(any("subsets", t -> t.get("input").get("nums").size() == 1), "subsets: n = 1");
        assertTrue(any("permutations", t -> t.get("input").get("nums").size() == 6), "permutations: n = 6");
        assertTrue(any("permutations", t -> t.get("input").get("nums").size() == 1), "permutations: n = 1");
        assertTrue(any("combinations", t -> t.get("input").get("n").intValue() == 20
                && t.get("input").get("k").intValue() == 10), "combinations: the largest answer, C(20, 10)");
        assertTrue(any("combinations", t -> t.get("input").get("n").intValue() == 20
                && t.get("input").get("k").intValue() == 20), "combinations: k = n = 20");
        assertTrue(any("combinations", t -> t.get("input").get("n").intValue() == 1), "combinations: n = 1");
        assertTrue(any("combination-sum", t -> t.get("input").get("candidates").size() == 30
                && t.get("input").get("target").intValue() == 40), "combination-sum: 30 candidates, target 40");
        assertTrue(any("combination-sum", t -> t.get("expected").size() == 149), "combination-sum: 149 combinations");
        assertTrue(any("combination-sum", t -> t.get("input").get("target").intValue() == 1), "combination-sum: target 1");
        assertTrue(any("combination-sum", t -> t.get("expected").isEmpty()), "combination-sum: an empty answer");
        for (String problem : List.of("subsets", "permutations")) {
            assertTrue(any(problem, t -> contains(t.get("input").get("nums"), -10)), problem + ": -10");
            assertTrue(any(problem, t -> contains(t.get("input").get("nums"), 10)), problem + ": 10");
        }
    }

    @Test
    void bruteForcesAgreeWithKnownSmallCases() {
        List<List<Integer>> sums = new ArrayList<>();
        multiplicities(new int[] {2, 3, 6, 7}, 0, 7, new int[4], sums);
        assertEquals(Map.of(List.of(2, 2, 3), 1L, List.of(7), 1L), counts(sums, true));
        assertEquals(2, coinChangeCount(new int[] {2, 3, 6, 7}, 7));
        assertEquals(0, coinChangeCount(new int[] {2}, 1));
        assertEquals(184_756, binomial(20, 10));
        assertEquals(720, factorial(6));
    }

    // ---- helpers -------------------------------------------------------------------------

    private static boolean any(String problem, Predicate<JsonNode> test) throws IOException {
        for (String name : names(problem)) {
            if (test.test(read(problem, name))) {
                return true;
            }
        }
        return false;
    }

    private static boolean contains(JsonNode array, int value) {
        for (JsonNode e : array) {
            if (e.intValue() == value) {
                return true;
            }
        }
        return false;
    }

    private static int intIn(JsonNode node, int low, int high, String what) {
        assertTrue(node != null && node.isInt(), what + " is an int: " + node);
        int value = node.intValue();
        assertTrue(value >= low && value <= high, what + " = " + value + " is outside " + low + ".." + high);
        return value;
    }

    /** An int array of distinct values, checked against the length and value bounds. */
    private static int[] distinctInts(JsonNode node, int minLength, int maxLength, int low, int high, String what) {
        assertTrue(node != null && node.isArray(), what + ": an array");
        assertTrue(node.size() >= minLength && node.size() <= maxLength, what + ": length " + node.size());
        int[] values = new int[node.size()];
        Set<Integer> seen = new HashSet<>();
        for (int i = 0; i < values.length; i++) {
            values[i] = intIn(node.get(i), low, high, what + "[" + i + "]");
            assertTrue(seen.add(values[i]), what + ": " + values[i] + " twice");
        }
        return values;
    }

    private static List<List<Integer>> lists(JsonNode node, String what) {
        assertTrue(node.isArray(), what + ": expected is a list");
        List<List<Integer>> lists = new ArrayList<>(node.size());
        for (JsonNode inner : node) {
            assertTrue(inner.isArray(), () -> what + ": expected holds lists");
            List<Integer> list = new ArrayList<>(inner.size());
            for (JsonNode e : inner) {
                assertTrue(e.isInt(), () -> what + ": expected holds lists of ints");
                list.add(e.intValue());
            }
            lists.add(list);
        }
        return lists;
    }

    /** The lists as a multiset (each with how often it occurs), each sorted first when its order is free. */
    private static Map<List<Integer>, Long> counts(List<List<Integer>> lists, boolean innerOrderFree) {
        Map<List<Integer>, Long> counts = new HashMap<>();
        for (List<Integer> list : lists) {
            List<Integer> key = new ArrayList<>(list);
            if (innerOrderFree) {
                key.sort(null);
            }
            counts.merge(List.copyOf(key), 1L, Long::sum);
        }
        return counts;
    }

    private static long factorial(int n) {
        return n <= 1 ? 1 : n * factorial(n - 1);
    }

    private static long binomial(int n, int k) {
        long[][] c = new long[n + 1][n + 1];
        for (int i = 0; i <= n; i++) {
            c[i][0] = 1;
            for (int j = 1; j <= i; j++) {
                c[i][j] = c[i - 1][j - 1] + c[i - 1][j];
            }
        }
        return c[n][k];
    }
}
