package dev.practicejudge.author;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.json.Json;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Writes a new problem package that loads and runs at once, and that {@code validate} then
 * guides to completion: a spec with a placeholder method, a statement outline, one sample test,
 * an accepted-submission stub that throws until the author writes the reference solution, and
 * hints and an editorial in outline whose {@code TODO} markers fail validation until written.
 * It creates files only; it never overwrites one.
 */
public final class ProblemScaffold {

    /** Problem ids are folder names and command arguments: lowercase words joined by hyphens. */
    public static final Pattern ID = Pattern.compile("[a-z0-9]+(-[a-z0-9]+)*");

    private ProblemScaffold() {
    }

    /**
     * A package written: its files in order, and its method's signature ({@code int climbStairs(int n)}),
     * LeetCode's own when the judge knows the problem, else guessed from the id.
     */
    public record Scaffold(List<Path> written, String signature, boolean guessed) {
        public Scaffold {
            written = List.copyOf(written);
        }
    }

    /**
     * Creates {@code problemsDir/id/} and its files: for a problem the judge ships ({@link KnownMethods}),
     * with LeetCode's title, method and one example; else with {@code int camelCaseOfTheId(int n)}.
     *
     * @throws IllegalArgumentException when the id is not lowercase words joined by hyphens
     * @throws FileAlreadyExistsException when the folder exists (nothing is written)
     */
    public static Scaffold create(Path problemsDir, String id) throws IOException {
        if (!ID.matcher(id).matches()) {
            throw new IllegalArgumentException("\"" + id + "\" is not a problem id: use lowercase words joined by "
                    + "hyphens, like two-sum or sudoku-solver");
        }
        Path dir = problemsDir.resolve(id);
        if (Files.exists(dir)) {
            throw new FileAlreadyExistsException(dir.toString(), null, "the problem already exists");
        }
        Optional<KnownMethods.Known> known = KnownMethods.of(id);
        String title = known.map(KnownMethods.Known::title).orElseGet(() -> Arrays.stream(id.split("-"))
                .map(word -> word.substring(0, 1).toUpperCase(Locale.ROOT) + word.substring(1))
                .collect(Collectors.joining(" ")));
        String signature = known.map(KnownMethods.Known::signature).orElse("int " + camel(id) + "(int n)");
        // LeetCode's method, with no constraints yet (they are the statement's, written by the author);
        // the guess, with a parameter n and its constraint, the smallest package that loads.
        String method = known.map(k -> k.method().toString()).orElse("""
                {"name": "%s", "params": [{"name": "n", "type": "int"}], "returns": "int"}""".formatted(camel(id)));
        String constraints = known.isPresent() ? "{}" : "{\"n\": {\"value\": [1, 100]}}";
        JsonNode sample = known.map(KnownMethods.Known::sample).orElseGet(() -> Json.MAPPER.createObjectNode()
                .<ObjectNode>set("input", Json.MAPPER.createObjectNode().put("n", 1)).put("expected", 1));
        List<String> inputs = new ArrayList<>();
        sample.path("input").fields().forEachRemaining(e -> inputs.add(e.getKey() + " = " + e.getValue()));
        List<Path> written = new ArrayList<>();
        write(dir.resolve("problem.json"), """
                {
                  "title": "%s",
                  "difficulty": "medium",
                  "tags": [],
                  "method": %s,
                  "constraints": %s,
                  "limits": {"timeMs": 2000, "memoryMb": 256},
                  "comparison": {"mode": "exact"}
                }
                """.formatted(title, method, constraints), written);
        write(dir.resolve("statement.md"), """
                # %s

                Say what the method receives and what it must return, in your own words.

                ## Constraints

                - %s

                ## Examples

                ```
                Input:  %s
                Output: %s
                ```

                ## Method

                ```java
                class Solution {
                    public %s {
                        // ...
                    }
                }
                ```
                """.formatted(title, known.isPresent() ? "LeetCode's constraints, also as data in problem.json"
                        : "`1 <= n <= 100`", String.join(", ", inputs), sample.path("expected"), signature), written);
        write(dir.resolve("tests/01-sample.json"), known.isEmpty() ? "{\"input\": {\"n\": 1}, \"expected\": 1}\n"
                : "{\"input\": " + sample.path("input") + ", \"expected\": " + sample.path("expected") + "}\n", written);
        write(dir.resolve("submissions/accepted/Reference.java"), """
                /** The reference solution: validate requires it to pass every test. */
                class Solution {
                    public %s {
                        throw new UnsupportedOperationException("write the reference solution for %s");
                    }
                }
                """.formatted(signature, id), written);
        // Their to-do markers make validate fail until the author has written every part.
        write(dir.resolve("hints.md"), """
                # Hints

                ## Hint 1

                TODO: name the idea, in one or two sentences; no code.

                ## Hint 2

                TODO: a step further. Add "## Hint 3" and "## Hint 4" if needed (2 to 4 hints); the last is nearly
                the algorithm.
                """, written);
        write(dir.resolve("editorial.md"), """
                # %s: editorial

                TODO: one short paragraph: what the problem really asks, and the key observation.

                ## Approach 1: TODO the naive approach's name

                TODO: the idea in prose (short ```text blocks for pseudo code are fine; a ```java block must be a
                whole class Solution that compiles).

                **Why it is correct.** TODO

                **Complexity.** TODO: time O(...), space O(...), with the reasoning.

                ## Approach 2: TODO the better approach's name

                TODO: the idea. The paragraph below, only a link, quotes the reference: ./judgew editorial prints
                its code there.

                [submissions/accepted/Reference.java](submissions/accepted/Reference.java)

                **Why it is correct.** TODO

                **Complexity.** TODO

                ## Pitfalls

                - TODO: one bullet per submission outside submissions/accepted/: the mistake it makes, a link to
                  it (its path as the link's text), and its @expected-message in double quotes.
                """.formatted(title), written);
        return new Scaffold(written, signature, known.isEmpty());
    }

    private static String camel(String id) {
        String[] words = id.split("-");
        StringBuilder name = new StringBuilder(Character.isDigit(words[0].charAt(0)) ? "solve" : "");
        for (int i = 0; i < words.length; i++) {
            String word = words[i];
            boolean capital = i > 0 || name.length() > 0;
            name.append(capital ? word.substring(0, 1).toUpperCase(Locale.ROOT) + word.substring(1) : word);
        }
        return name.toString();
    }

    private static void write(Path file, String text, List<Path> written) throws IOException {
        Files.createDirectories(file.getParent());
        // CREATE_NEW: never replace a file, even one that appeared since the check above.
        Files.writeString(file, text, StandardCharsets.UTF_8, StandardOpenOption.CREATE_NEW);
        written.add(file);
    }
}
