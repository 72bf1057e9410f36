package dev.practicejudge.problem;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.json.Json;
import dev.practicejudge.json.JsonDocument;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The constraints a package declares ({@link InputConstraints}): each kind, the message that names
 * the broken one and where it is declared, and the declarations the reader refuses.
 */
class InputConstraintsTest {

    private static MethodSignature method(String... parameters) {
        List<Parameter> list = new java.util.ArrayList<>();
        for (int i = 0; i < parameters.length; i += 2) {
            list.add(new Parameter(parameters[i + 1], TypeRef.parse(parameters[i])));
        }
        return new MethodSignature("solve", list, TypeRef.parse("int"), Optional.empty());
    }

    private static InputConstraints read(MethodSignature method, String constraints) throws ProblemFormatException {
        try {
            JsonDocument doc = JsonDocument.parse("{\"constraints\": " + constraints + "}");
            return ConstraintsReader.readConstraints(new PackageJson(Path.of("problem.json"), doc), doc.root(), method);
        } catch (JsonDocument.Malformed e) {
            throw new AssertionError(e);
        }
    }

    /** The broken constraint's message, or "" when the input keeps them all. */
    private static String check(MethodSignature method, String constraints, String input) throws Exception {
        JsonNode node = Json.MAPPER.readTree(input);
        return read(method, constraints).violation(method, node).orElse("");
    }

    private static String refused(MethodSignature method, String constraints) {
        return assertThrows(ProblemFormatException.class, () -> read(method, constraints)).getMessage();
    }

    @Test
    void aValueOutsideItsRangeIsNamedWithTheConstraintAndWhereItIsDeclared() throws Exception {
        MethodSignature stairs = method("int", "n");
        String constraints = "{\"n\": {\"value\": [1, 45]}}";

        assertEquals("", check(stairs, constraints, "{\"n\": 45}"));
        assertEquals("\"n\" is 50, above 45 (the constraint [1, 45] at /constraints/n/value in problem.json)",
                check(stairs, constraints, "{\"n\": 50}"));
        assertEquals("\"n\" is 0, below 1 (the constraint [1, 45] at /constraints/n/value in problem.json)",
                check(stairs, constraints, "{\"n\": 0}"));
    }

    @Test
    void anArraysLengthValuesOrderAndDistinctnessAreChecked() throws Exception {
        MethodSignature search = method("int[]", "nums", "int", "target");
        String constraints = "{\"nums\": {\"length\": [1, 4], \"value\": [-10, 10], \"distinct\": true, "
                + "\"sorted\": \"ascending\"}, \"target\": {\"value\": [-10, 10]}}";

        assertEquals("", check(search, constraints, "{\"nums\": [-3, 0, 5, 9], \"target\": 5}"));
        assertEquals("\"nums\" has 5 elements, more than 4 (the constraint [1, 4] at /constraints/nums/length in "
                + "problem.json)", check(search, constraints, "{\"nums\": [1, 2, 3, 4, 5], \"target\": 5}"));
        assertEquals("\"nums\" has 0 elements, fewer than 1 (the constraint [1, 4] at /constraints/nums/length in "
                + "problem.json)", check(search, constraints, "{\"nums\": [], \"target\": 5}"));
        assertEquals("\"nums\"[2] is 11, above 10 (the constraint [-10, 10] at /constraints/nums/value in "
                + "problem.json)", check(search, constraints, "{\"nums\": [1, 2, 11], \"target\": 5}"));
        assertEquals("\"nums\" has 2 twice (at 1 and 2), but its values must all be different (the constraint at "
                + "/constraints/nums/distinct in problem.json)", check(search, constraints,
                "{\"nums\": [1, 2, 2], \"target\": 5}"));
        assertEquals("\"nums\" is not in ascending order: 1 at 2 comes after 7 (the constraint at "
                + "/constraints/nums/sorted in problem.json)", check(search, constraints,
                "{\"nums\": [0, 7, 1], \"target\": 5}"));
    }

    @Test
    void aRangeMayNameAnotherParameterOrItsLength() throws Exception {
        MethodSignature combinations = method("int", "n", "int", "k");
        String constraints = "{\"n\": {\"value\": [1, 20]}, \"k\": {\"value\": [1, \"n\"]}}";

        assertEquals("", check(combinations, constraints, "{\"n\": 4, \"k\": 4}"));
        assertEquals("\"k\" is 5, above 4 (the constraint [1, n = 4] at /constraints/k/value in problem.json)",
                check(combinations, constraints, "{\"n\": 4, \"k\": 5}"));

        MethodSignature window = method("int[]", "nums", "int", "k");
        assertEquals("\"k\" is 3, above 2 (the constraint [0, nums.length - 1 = 2] at /constraints/k/value in "
                + "problem.json)", check(window, "{\"k\": {\"value\": [0, \"nums.length - 1\"]}}",
                "{\"nums\": [4, 5, 6], \"k\": 3}"));
    }

    @Test
    void aStringsLengthAndCharactersAreChecked() throws Exception {
        MethodSignature palindrome = method("String", "s");
        String constraints = "{\"s\": {\"length\": [1, 5], \"chars\": \"a-z \"}}";

        assertEquals("", check(palindrome, constraints, "{\"s\": \"ab cd\"}"));
        assertEquals("\"s\" holds 'B' at index 1, which is not one of a-z  (the constraint at /constraints/s/chars "
                + "in problem.json)", check(palindrome, constraints, "{\"s\": \"aBc\"}"));
        assertEquals("\"s\" has 6 characters, more than 5 (the constraint [1, 5] at /constraints/s/length in "
                + "problem.json)", check(palindrome, constraints, "{\"s\": \"abcdef\"}"));
    }

    @Test
    void aGridsShapeItsRowsAndItsCellsAreChecked() throws Exception {
        MethodSignature board = method("char[][]", "board", "String", "word");
        String constraints = "{\"board\": {\"length\": [1, 3], \"shape\": \"rectangular\", \"each\": "
                + "{\"length\": [1, 3]}, \"chars\": \"A-Z\"}, \"word\": {\"length\": [1, 9], \"chars\": \"A-Z\"}}";

        assertEquals("", check(board, constraints, "{\"board\": [[\"A\",\"B\"],[\"C\",\"D\"]], \"word\": \"AB\"}"));
        assertEquals("\"board\"'s row 1 has 1 elements where row 0 has 2, but its rows must be as long as each other "
                + "(the constraint at /constraints/board/shape in problem.json)",
                check(board, constraints, "{\"board\": [[\"A\",\"B\"],[\"C\"]], \"word\": \"AB\"}"));
        assertEquals("\"board\"[0] has 4 elements, more than 3 (the constraint [1, 3] at "
                + "/constraints/board/each/length in problem.json)", check(board, constraints,
                "{\"board\": [[\"A\",\"B\",\"C\",\"D\"]], \"word\": \"AB\"}"));
        assertEquals("\"board\"[1][0] holds 'c', which is not one of A-Z (the constraint at "
                + "/constraints/board/chars in problem.json)", check(board, constraints,
                "{\"board\": [[\"A\",\"B\"],[\"c\",\"D\"]], \"word\": \"AB\"}"));

        MethodSignature rotate = method("int[][]", "matrix");
        assertEquals("\"matrix\" has 2 rows of 3 elements, but it must be square (the constraint at "
                + "/constraints/matrix/shape in problem.json)", check(rotate, "{\"matrix\": {\"shape\": \"square\"}}",
                "{\"matrix\": [[1,2,3],[4,5,6]]}"));
    }

    @Test
    void aTreesAndALinkedListsNodesAreCountedAndTheirValuesChecked() throws Exception {
        MethodSignature tree = method("TreeNode", "root");
        String treeConstraints = "{\"root\": {\"length\": [0, 3], \"value\": [-5, 5], \"distinct\": true}}";

        assertEquals("", check(tree, treeConstraints, "{\"root\": [1, null, 2, 3]}"));
        assertEquals("\"root\" has 4 nodes, more than 3 (the constraint [0, 3] at /constraints/root/length in "
                + "problem.json)", check(tree, treeConstraints, "{\"root\": [1, 4, 2, 3]}"));
        assertEquals("a node of \"root\" is 9, above 5 (the constraint [-5, 5] at /constraints/root/value in "
                + "problem.json)", check(tree, treeConstraints, "{\"root\": [1, null, 9]}"));

        MethodSignature lists = method("ListNode[]", "lists");
        assertEquals("\"lists\"[1] is not in ascending order: 2 at 1 comes after 5 (the constraint at "
                + "/constraints/lists/each/sorted in problem.json)", check(lists,
                "{\"lists\": {\"each\": {\"sorted\": \"ascending\"}}}", "{\"lists\": [[1, 4], [5, 2]]}"));
    }

    /** A bound may name a list's or a tree's length: its number of nodes (a tree's nulls are not nodes). */
    @Test
    void aBoundMayNameAListsOrATreesNumberOfNodes() throws Exception {
        MethodSignature remove = method("ListNode", "head", "int", "n");
        String constraints = "{\"head\": {\"length\": [1, 30]}, \"n\": {\"value\": [1, \"head.length\"]}}";

        assertEquals("", check(remove, constraints, "{\"head\": [1, 2, 3], \"n\": 3}"));
        assertEquals("\"n\" is 4, above 3 (the constraint [1, head.length = 3] at /constraints/n/value in "
                + "problem.json)", check(remove, constraints, "{\"head\": [1, 2, 3], \"n\": 4}"));

        MethodSignature kth = method("TreeNode", "root", "int", "k");
        String treeConstraints = "{\"k\": {\"value\": [1, \"root.length\"]}}";
        assertEquals("", check(kth, treeConstraints, "{\"root\": [3, 1, 4, null, 2], \"k\": 4}"));
        assertEquals("\"k\" is 5, above 4 (the constraint [1, root.length = 4] at /constraints/k/value in "
                + "problem.json)", check(kth, treeConstraints, "{\"root\": [3, 1, 4, null, 2], \"k\": 5}"));
    }

    /** Sorted intervals (rows of an int[][]) compare element by element: by start, then by end. */
    @Test
    void sortedIntervalsAreComparedByStartThenEnd() throws Exception {
        MethodSignature insert = method("int[][]", "intervals");
        String constraints = "{\"intervals\": {\"sorted\": \"strictly-ascending\"}}";

        assertEquals("", check(insert, constraints, "{\"intervals\": [[1, 3], [1, 4], [6, 9]]}"));
        assertEquals("\"intervals\" is not in strictly ascending order: [1,3] at 1 comes after [6,9] (the constraint at "
                + "/constraints/intervals/sorted in problem.json)", check(insert, constraints,
                "{\"intervals\": [[6, 9], [1, 3]]}"));
        assertEquals("\"intervals\" is not in strictly ascending order: [1,3] at 1 comes after [1,3] (the constraint at "
                + "/constraints/intervals/sorted in problem.json)", check(insert, constraints,
                "{\"intervals\": [[1, 3], [1, 3]]}"));
    }

    @Test
    void aDesignProblemsCallsAndEachCallsArgumentsAreChecked() throws Exception {
        MethodSignature get = new MethodSignature("get", List.of(new Parameter("key", TypeRef.parse("int"))),
                TypeRef.parse("int"), Optional.empty());
        MethodSignature cache = new Design("LRUCache", false, List.of(new Parameter("capacity", TypeRef.parse("int"))),
                List.of(get)).entry();
        String constraints = "{\"capacity\": {\"value\": [1, 3]}, \"key\": {\"value\": [0, 9]}, "
                + "\"operations\": {\"length\": [1, 3]}}";

        assertEquals("", check(cache, constraints,
                "{\"operations\": [\"LRUCache\", \"get\"], \"arguments\": [[2], [9]]}"));
        assertEquals("call 0 (LRUCache)'s \"capacity\" is 4, above 3 (the constraint [1, 3] at "
                + "/constraints/capacity/value in problem.json)", check(cache, constraints,
                "{\"operations\": [\"LRUCache\", \"get\"], \"arguments\": [[4], [9]]}"));
        assertEquals("call 1 (get)'s \"key\" is 10, above 9 (the constraint [0, 9] at /constraints/key/value in "
                + "problem.json)", check(cache, constraints,
                "{\"operations\": [\"LRUCache\", \"get\"], \"arguments\": [[2], [10]]}"));
        assertEquals("\"operations\" has 4 elements, more than 3 (the constraint [1, 3] at "
                + "/constraints/operations/length in problem.json)", check(cache, constraints,
                "{\"operations\": [\"LRUCache\", \"get\", \"get\", \"get\"], \"arguments\": [[2], [1], [1], [1]]}"));
    }

    @Test
    void aDeclarationThatCannotBeCheckedAsWrittenIsRefusedWhereItIsWritten() {
        MethodSignature search = method("int[]", "nums", "int", "target", "String", "s");

        assertTrue(refused(search, "{\"num\": {\"value\": [1, 2]}}").contains(
                "\"num\" is not a parameter (the constraints are by parameter name: nums, target, s)"));
        assertTrue(refused(search, "{\"s\": {\"value\": [1, 2]}}").contains(
                "\"value\" is for numbers, and trees' and linked lists' values, and s is String"));
        assertTrue(refused(search, "{\"target\": {\"chars\": \"a-z\"}}").contains(
                "\"chars\" is for strings and characters, and target is int"));
        assertTrue(refused(search, "{\"target\": {\"length\": [1, 2]}}").contains(
                "\"length\" is for strings, arrays, lists, trees and linked lists, and target is int"));
        assertTrue(refused(search, "{\"nums\": {\"shape\": \"square\"}}").contains(
                "\"shape\" is for grids (arrays or lists of arrays or lists), and nums is int[]"));
        assertTrue(refused(search, "{\"target\": {\"value\": [5, 1]}}").contains(
                "the range [5,1] is empty: its min is above its max"));
        assertTrue(refused(search, "{\"target\": {\"value\": [1, \"s\"]}}").contains(
                "s is String, not a whole number"));
        assertTrue(refused(search, "{\"target\": {\"value\": [1, \"target.length\"]}}").contains(
                "target is int, which has no length"));
        assertTrue(refused(search, "{\"target\": {\"value\": [1, \"size\"]}}").contains("\"size\" is not a parameter"));
        assertTrue(refused(search, "{\"target\": {\"value\": 5}}").contains("a range is [min, max], both included"));
        assertTrue(refused(search, "{\"nums\": {\"sorted\": \"up\"}}").contains(
                "expected one of \"ascending\", \"strictly-ascending\", \"descending\""));
        assertTrue(refused(search, "{\"s\": {\"chars\": \"z-a\"}}").contains(
                "the range z-a is empty: its first character comes after its last"));
        assertTrue(refused(search, "{\"s\": {}}").contains("an empty constraint checks nothing"));
        assertTrue(refused(search, "{\"s\": {\"max\": 5}}").contains("unknown field \"max\""));
    }

    @Test
    void numbersWrittenAsStatementsWriteThemAreWholeNumbers() throws Exception {
        MethodSignature sum = method("int", "x");

        assertEquals("", check(sum, "{\"x\": {\"value\": [-1e9, 1e9]}}", "{\"x\": 1000000000}"));
        assertTrue(check(sum, "{\"x\": {\"value\": [-1e9, 1e9]}}", "{\"x\": 1000000001}").startsWith(
                "\"x\" is 1000000001, above 1000000000"));
    }
}
