package dev.practicejudge.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.practicejudge.testing.CliResult;
import dev.practicejudge.testing.Judgew;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code show} draws a sample's trees, linked lists and a design problem's calls from the
 * parameters' declared types: packages written for the test, as LeetCode states the problems.
 */
class ShowTreesAndCallsTest {

    @TempDir
    Path root;

    private void problem(String id, String spec, String... tests) throws IOException {
        Path dir = Files.createDirectories(root.resolve("problems").resolve(id).resolve("tests"));
        Files.writeString(dir.getParent().resolve("problem.json"), spec);
        Files.writeString(dir.getParent().resolve("statement.md"), "# " + id + "\n");
        for (int i = 0; i < tests.length; i++) {
            Files.writeString(dir.resolve(String.format("%02d-t.json", i + 1)), tests[i]);
        }
        Files.createDirectories(root.resolve("solutions"));
    }

    private String show(String id) {
        CliResult run = Judgew.run(root, "show", id);
        assertEquals(0, run.exit(), run::toString);
        return run.out().substring(run.out().indexOf("01-t"));
    }

    @Test
    void aTreeSampleIsDrawnUnderItsLevelOrderList() throws IOException {
        problem("invert", """
                {"title": "Invert", "difficulty": "easy", "tags": ["tree"],
                 "method": {"name": "invertTree", "params": [{"name": "root", "type": "TreeNode"}], "returns": "TreeNode"}}
                """, "{\"sample\": true, \"input\": {\"root\": [4,2,7]}, \"expected\": [4,7,2]}");

        assertEquals(String.join("\n",
                "01-t",
                "  input     root = [4,2,7]",
                "                4",
                "               / \\",
                "              2   7",
                "  expected  [4,7,2]",
                "                4",
                "               / \\",
                "              7   2",
                ""), show("invert"));
    }

    @Test
    void aLinkedListSampleIsDrawnWithArrowsAndAListOfThemOneALine() throws IOException {
        problem("merge", """
                {"title": "Merge", "difficulty": "hard", "tags": ["linked-list"],
                 "method": {"name": "mergeKLists", "params": [{"name": "lists", "type": "ListNode[]"}], "returns": "ListNode"}}
                """, "{\"sample\": true, \"input\": {\"lists\": [[1,4],[2],[]]}, \"expected\": [1,2,4]}");

        assertEquals(String.join("\n",
                "01-t",
                "  input     lists = 3 lists:",
                "              [0] 1 -> 4 -> null",
                "              [1] 2 -> null",
                "              [2] (empty list)",
                "  expected  1 -> 2 -> 4 -> null",
                ""), show("merge"));
    }

    @Test
    void aDesignSampleIsItsCallsNumberedWithTheirOutputs() throws IOException {
        problem("lru", """
                {"title": "LRU", "difficulty": "medium", "tags": ["design"],
                 "design": {"class": "LRUCache", "constructor": [{"name": "capacity", "type": "int"}],
                  "methods": [{"name": "get", "params": [{"name": "key", "type": "int"}], "returns": "int"},
                              {"name": "put", "params": [{"name": "key", "type": "int"}, {"name": "value", "type": "int"}],
                               "returns": "void"}]}}
                """, """
                {"sample": true,
                 "input": {"operations": ["LRUCache","put","get","get"], "arguments": [[1],[1,1],[1],[2]]},
                 "expected": [null,null,1,-1]}
                """);

        String out = show("lru");
        assertEquals(String.join("\n",
                "01-t",
                "  input     1  LRUCache(1)",
                "            2  put(1, 1)",
                "            3  get(1)       -> 1",
                "            4  get(2)       -> -1",
                "  expected  [null,null,1,-1]",
                ""), out);
        assertFalse(out.contains("operations ="), out);
    }
}
