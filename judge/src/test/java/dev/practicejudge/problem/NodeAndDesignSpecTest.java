package dev.practicejudge.problem;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Specs and tests with LeetCode's node types and design classes: what they load into, and the
 * message an author reads for each way of getting one wrong, pointing at the place.
 */
class NodeAndDesignSpecTest {

    private static final String LCA = """
            {"title": "LCA", "difficulty": "medium",
             "method": {"name": "lowestCommonAncestor", "params": [{"name": "root", "type": "TreeNode"},
               {"name": "p", "type": "TreeNode", "nodeOf": "root"}, {"name": "q", "type": "TreeNode", "nodeOf": "root"}],
               "returns": "TreeNode", "returnsNodeOf": "root"}}
            """;

    private static final String LRU = """
            {"title": "LRU Cache", "difficulty": "medium",
             "design": {"class": "LRUCache", "constructor": [{"name": "capacity", "type": "int"}],
              "methods": [{"name": "get", "params": [{"name": "key", "type": "int"}], "returns": "int"},
                          {"name": "put", "params": [{"name": "key", "type": "int"}, {"name": "value", "type": "int"}],
                           "returns": "void"}]}}
            """;

    private static final String CODEC = """
            {"title": "Codec", "difficulty": "hard",
             "codec": {"class": "Codec",
              "encode": {"name": "serialize", "params": [{"name": "root", "type": "TreeNode"}], "returns": "String"},
              "decode": {"name": "deserialize", "params": [{"name": "data", "type": "String"}], "returns": "TreeNode"}}}
            """;

    @TempDir
    Path root;

    @Test
    void nodeTypesParseAndPrintAsJavaWritesThem() {
        for (String type : List.of("TreeNode", "ListNode", "ListNode[]", "List<TreeNode>", "List<List<TreeNode>>")) {
            assertEquals(type, TypeRef.parse(type).toString());
        }
        assertEquals("TreeNode", TypeRef.parse("TreeNode").erasure());
        assertEquals("ListNode[]", TypeRef.parse("ListNode[]").erasure());
        assertTrue(TypeRef.parse("List<TreeNode>").mentionsNodes());
        assertThrows(IllegalArgumentException.class, () -> TypeRef.parse("Object"), "a spec cannot name Object");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "[3,9,20,null,null,15,7]|",
        "[]|",
        "[1,null,2,null,3]|",
        "[1,2,null,null,null]|",
        "[null]|the root (entry 0) is null; write the empty tree as []",
        "[1,null,null,4]|entry 3 (4) has no parent",
        "[1,\"2\"]|entry 1 is the string \"2\", not a node's value (a whole number)",
        "[1,3000000000]|entry 1 (3000000000) does not fit a node's int value",
        "{}|expected a tree as its level-order list"})
    void treesAreCheckedAsLevelOrderLists(String json, String problem) throws Exception {
        Optional<String> mismatch = InputBinding.mismatch(dev.practicejudge.json.Json.MAPPER.readTree(json),
                TypeRef.parse("TreeNode"));

        if (problem == null) {
            assertEquals(Optional.empty(), mismatch);
        } else {
            assertTrue(mismatch.orElseThrow().startsWith(problem), mismatch::toString);
        }
    }

    @Test
    void listsAreArraysOfValuesAndArraysOfListsAreCheckedElementByElement() throws Exception {
        TypeRef lists = TypeRef.parse("ListNode[]");

        assertEquals(Optional.empty(), InputBinding.mismatch(dev.practicejudge.json.Json.MAPPER.readTree("[[1,4],[],[2]]"), lists));
        assertEquals(Optional.of("element 1: entry 0 is null; a linked list is written as its values only, and [] is "
                + "the empty list"), InputBinding.mismatch(dev.practicejudge.json.Json.MAPPER.readTree("[[1],[null]]"), lists));
    }

    @Test
    void boundNodesAreGivenByValueAndTheOutputIsTheReturnedNodesValue() throws Exception {
        Path dir = write("lca", LCA, "{\"input\": {\"root\": [3,5,1], \"p\": 5, \"q\": 1}, \"expected\": 3}");

        Problem problem = new ProblemLoader(root).load(dir);

        MethodSignature method = problem.spec().method();
        assertEquals(Optional.of("root"), method.parameters().get(1).nodeOf());
        assertEquals(Optional.of("root"), method.returnsNodeOf());
        assertEquals(TypeRef.parse("Integer"), method.outputType());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "{\"root\": [3,5,1], \"p\": 7, \"q\": 1}|argument \"p\" is not a node of \"root\": no node has the value 7",
        "{\"root\": [3,5,5], \"p\": 5, \"q\": 3}|argument \"p\" is not a node of \"root\": 2 of its nodes have the value 5",
        "{\"root\": [3,5,1], \"p\": [5], \"q\": 1}|argument \"p\" is not a node of \"root\": expected the value of a node"})
    void aBoundNodeMustNameExactlyOneNodeOfItsTree(String input, String message) throws IOException {
        Path dir = write("lca", LCA, "{\"input\": " + input + ", \"expected\": 3}");

        ProblemFormatException error = assertThrows(ProblemFormatException.class, () -> new ProblemLoader(root).load(dir));

        assertTrue(error.getMessage().contains(message), error.getMessage());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "{\"name\": \"p\", \"type\": \"int\", \"nodeOf\": \"root\"}|\"nodeOf\" binds a TreeNode parameter to a node of another argument; \"p\" is int",
        "{\"name\": \"p\", \"type\": \"TreeNode\", \"nodeOf\": \"tree\"}|\"tree\" is not another parameter",
        "{\"name\": \"p\", \"type\": \"TreeNode\", \"nodeOf\": \"p\"}|\"p\" is not another parameter"})
    void aNodeBindingMustNameAnotherTreeParameter(String parameter, String message) throws IOException {
        String spec = "{\"title\": \"T\", \"difficulty\": \"easy\", \"method\": {\"name\": \"f\", \"params\": "
                + "[{\"name\": \"root\", \"type\": \"TreeNode\"}, " + parameter + "], \"returns\": \"int\"}}";
        Path dir = write("bind", spec, "{\"input\": {\"root\": [1], \"p\": 1}, \"expected\": 1}");

        ProblemFormatException error = assertThrows(ProblemFormatException.class, () -> new ProblemLoader(root).load(dir));

        assertTrue(error.getMessage().contains(message), error.getMessage());
        assertTrue(error.getMessage().startsWith(Path.of("bind", "problem.json") + ":"), error.getMessage());
    }

    @Test
    void aDesignLoadsAsItsClassWithLeetCodesTwoListsAsInput() throws Exception {
        Path dir = write("lru", LRU, """
                {"input": {"operations": ["LRUCache", "put", "get"], "arguments": [[1], [1, 1], [1]]},
                 "expected": [null, null, 1]}
                """);

        Problem problem = new ProblemLoader(root).load(dir);

        MethodSignature entry = problem.spec().method();
        Design design = entry.design().orElseThrow();
        assertEquals("LRUCache", entry.className());
        assertEquals("class LRUCache", entry.declaration());
        assertEquals(List.of("get", "put"), design.methods().stream().map(MethodSignature::name).toList());
        assertEquals("public LRUCache(int capacity)", design.constructorDeclaration());
        assertEquals(List.of("operations", "arguments"), entry.parameters().stream().map(Parameter::name).toList());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "[\"put\", \"get\"]|[[1,1],[1]]|[null,1]|the first operation constructs the class: it must be \"LRUCache\", found the string \"put\"",
        "[\"LRUCache\", \"gte\"]|[[1],[1]]|[null,1]|call 2: \"gte\" is not a method of LRUCache (did you mean \"get\"?); its methods are get, put",
        "[\"LRUCache\", \"get\"]|[[1]]|[null,1]|there are 2 operations but 1 argument lists",
        "[\"LRUCache\", \"put\"]|[[1],[1]]|[null,null]|call 2: public void put(int key, int value) takes 2 arguments, found 1",
        "[\"LRUCache\", \"get\"]|[[1],[\"a\"]]|[null,1]|call 2 (get): argument \"key\" is not of type int: expected a whole number, found the string \"a\"",
        "[\"LRUCache\", \"LRUCache\"]|[[1],[1]]|[null,null]|call 2 constructs the class again",
        "[\"LRUCache\", \"put\"]|[[1],[1,1]]|[null,1]|output 2: put is void and returns nothing, so its output is null, not 1",
        "[\"LRUCache\", \"get\"]|[[1],[1]]|[null]|there are 2 operations but 1 expected outputs",
        "[\"LRUCache\", \"get\"]|[[1],[1]]|[null,true]|output 2 (get): not of type int"})
    void aDesignTestNamesTheCallItGetsWrong(String operations, String arguments, String expected, String message)
            throws IOException {
        Path dir = write("lru", LRU, "{\"input\": {\"operations\": " + operations + ", \"arguments\": " + arguments
                + "}, \"expected\": " + expected + "}");

        ProblemFormatException error = assertThrows(ProblemFormatException.class, () -> new ProblemLoader(root).load(dir));

        assertTrue(error.getMessage().contains(message), error.getMessage());
        assertTrue(error.getMessage().startsWith(Path.of("lru", "tests", "01.json") + ":1:"), error.getMessage());
    }

    @Test
    void aCodecsInputIsTheEncodersAndItsOutputTheDecoders() throws Exception {
        Path dir = write("codec", CODEC, "{\"input\": {\"root\": [1,2]}, \"expected\": [1,2]}");

        MethodSignature entry = new ProblemLoader(root).load(dir).spec().method();

        assertTrue(entry.design().orElseThrow().roundTrip());
        assertEquals(TypeRef.parse("TreeNode"), entry.outputType());
        assertEquals(List.of(new Parameter("root", TypeRef.parse("TreeNode"))), entry.parameters());
    }

    @Test
    void anExpectedTreeWithTrailingNullsIsRejectedForNoOutputCouldMatchIt() throws IOException {
        String spec = "{\"title\": \"T\", \"difficulty\": \"easy\", \"method\": {\"name\": \"f\", \"params\": "
                + "[{\"name\": \"root\", \"type\": \"TreeNode\"}], \"returns\": \"List<TreeNode>\"}}";
        Path dir = write("trailing", spec, "{\"input\": {\"root\": [2,1,null]}, \"expected\": [[2,null,1,null,null]]}");

        ProblemFormatException error = assertThrows(ProblemFormatException.class, () -> new ProblemLoader(root).load(dir));

        assertTrue(error.getMessage().contains("element 0: the tree ends with null, but outputs are written as LeetCode "
                + "prints them, without trailing nulls: write [2,null,1]"), error.getMessage());
    }

    @Test
    void aCodecsExpectedOutputMustBeItsInput() throws IOException {
        Path dir = write("codec", CODEC, "{\"input\": {\"root\": [1,2,null]}, \"expected\": [1,null,2]}");

        ProblemFormatException error = assertThrows(ProblemFormatException.class, () -> new ProblemLoader(root).load(dir));

        assertTrue(error.getMessage().contains("a codec's expected output is its input, which the round trip must give "
                + "back: write [1,2]"), error.getMessage());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "\"method\": {\"name\": \"f\", \"params\": [], \"returns\": \"int\"}, \"design\": {}|a problem has one of \"method\", \"design\" and \"codec\", not method and design",
        "\"design\": {\"class\": \"Cache\", \"methods\": []}|missing field \"methods\"",
        "\"design\": {\"class\": \"Cache\"}|missing field \"methods\"",
        "\"design\": {\"class\": \"Cache\", \"methods\": [{\"name\": \"get\", \"params\": [], \"returns\": \"int\"}, {\"name\": \"get\", \"params\": [], \"returns\": \"int\"}]}|method \"get\" is declared twice",
        "\"codec\": {\"class\": \"Codec\", \"encode\": {\"name\": \"e\", \"params\": [{\"name\": \"root\", \"type\": \"TreeNode\"}], \"returns\": \"String\"}}|missing field \"decode\"",
        "\"codec\": {\"class\": \"Codec\", \"encode\": {\"name\": \"e\", \"params\": [{\"name\": \"root\", \"type\": \"TreeNode\"}], \"returns\": \"String\"}, \"decode\": {\"name\": \"d\", \"params\": [{\"name\": \"data\", \"type\": \"int\"}], \"returns\": \"TreeNode\"}}|the decoder must take exactly what the encoder returns (String)"})
    void aBrokenDesignOrCodecSaysWhat(String entry, String message) throws IOException {
        Path dir = write("broken", "{\"title\": \"T\", \"difficulty\": \"easy\", " + entry + "}",
                "{\"input\": {}, \"expected\": null}");

        ProblemFormatException error = assertThrows(ProblemFormatException.class, () -> new ProblemLoader(root).load(dir));

        assertTrue(error.getMessage().contains(message), error.getMessage());
    }

    private Path write(String id, String spec, String test) throws IOException {
        Path dir = root.resolve(id);
        Files.createDirectories(dir.resolve("tests"));
        Files.writeString(dir.resolve("problem.json"), spec, StandardCharsets.UTF_8);
        Files.writeString(dir.resolve("statement.md"), "# " + id + "\n", StandardCharsets.UTF_8);
        Files.writeString(dir.resolve("tests/01.json"), test.strip(), StandardCharsets.UTF_8);
        return dir;
    }
}
