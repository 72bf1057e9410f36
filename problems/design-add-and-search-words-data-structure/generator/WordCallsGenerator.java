import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.Generator;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Random call sequences for Design Add and Search Words: the constructor, then 1 to
 * {@code 4 * size} calls of addWord and search, on words of 1 to {@code size / 3 + 2} letters
 * from a small alphabet (two to four letters, so words share starts and dots find matches). A
 * search is most often an added word with up to two letters turned into dots, or such a pattern
 * cut short by a letter (a prefix of a word, the trap for a missing end mark) or made one longer
 * (a trailing dot or letter, the trap for a dot that may match nothing); otherwise a random
 * pattern with up to two dots.
 */
public final class WordCallsGenerator implements Generator {

    private static final int LONGEST = 25;
    private static final int MOST_CALLS = 10_000;

    @Override
    public ObjectNode generate(int size, Random random) {
        int calls = 1 + random.nextInt(4 * size);
        int letters = 2 + random.nextInt(3);
        int longest = Math.min(LONGEST, size / 3 + 2);
        ArrayNode operations = JsonNodeFactory.instance.arrayNode();
        ArrayNode arguments = JsonNodeFactory.instance.arrayNode();
        operations.add("WordDictionary");
        arguments.addArray();
        List<String> added = new ArrayList<>();
        for (int i = 0; i < calls; i++) {
            if (added.isEmpty() || random.nextInt(5) < 2) {
                String word = word(1 + random.nextInt(longest), letters, random);
                added.add(word);
                operations.add("addWord");
                arguments.addArray().add(word);
                continue;
            }
            StringBuilder pattern;
            int kind = random.nextInt(6);
            if (kind == 5) {
                pattern = new StringBuilder(word(1 + random.nextInt(longest), letters, random));
            } else {
                pattern = new StringBuilder(added.get(random.nextInt(added.size())));
                if (kind == 3 && pattern.length() > 1) {
                    pattern.setLength(pattern.length() - 1);
                } else if (kind == 4 && pattern.length() < LONGEST) {
                    pattern.append(random.nextBoolean() ? '.' : (char) ('a' + random.nextInt(letters)));
                }
            }
            int dots = random.nextInt(3);
            for (int d = 0; d < dots; d++) {
                pattern.setCharAt(random.nextInt(pattern.length()), '.');
            }
            while (pattern.chars().filter(c -> c == '.').count() > 2) {   // a trailing dot and two more
                pattern.setCharAt(pattern.indexOf("."), (char) ('a' + random.nextInt(letters)));
            }
            operations.add("search");
            arguments.addArray().add(pattern.toString());
        }
        ObjectNode input = JsonNodeFactory.instance.objectNode();
        input.set("operations", operations);
        input.set("arguments", arguments);
        return input;
    }

    private static String word(int length, int letters, Random random) {
        StringBuilder word = new StringBuilder();
        for (int i = 0; i < length; i++) {
            word.append((char) ('a' + random.nextInt(letters)));
        }
        return word.toString();
    }

    @Override
    public String invalid(JsonNode input) {
        JsonNode operations = input.get("operations");
        JsonNode arguments = input.get("arguments");
        if (operations == null || !operations.isArray() || arguments == null || !arguments.isArray()
                || operations.size() != arguments.size() || operations.isEmpty()) {
            return "operations and arguments must be two lists of the same length, at least 1";
        }
        if (operations.size() - 1 > MOST_CALLS) {
            return (operations.size() - 1) + " calls to addWord and search, more than " + MOST_CALLS;
        }
        if (!operations.get(0).asText().equals("WordDictionary") || !arguments.get(0).isArray()
                || !arguments.get(0).isEmpty()) {
            return "the first call must be the constructor, \"WordDictionary\" with []";
        }
        for (int i = 1; i < operations.size(); i++) {
            String method = operations.get(i).asText();
            JsonNode args = arguments.get(i);
            if (!method.equals("addWord") && !method.equals("search")) {
                return "call " + (i + 1) + " is " + operations.get(i) + ", not addWord or search";
            }
            if (!args.isArray() || args.size() != 1 || !args.get(0).isTextual()) {
                return "call " + (i + 1) + " (" + method + ") takes one string, got " + args;
            }
            String word = args.get(0).asText();
            if (word.isEmpty() || word.length() > LONGEST) {
                return "call " + (i + 1) + " (" + method + "): a word of " + word.length() + " characters, outside 1.."
                        + LONGEST;
            }
            int dots = 0;
            for (char c : word.toCharArray()) {
                if (c == '.') {
                    dots++;
                } else if (c < 'a' || c > 'z') {
                    return "call " + (i + 1) + " (" + method + "): \"" + word + "\" holds '" + c + "'";
                }
            }
            if (method.equals("addWord") && dots > 0) {
                return "call " + (i + 1) + ": addWord(\"" + word + "\") holds a dot; added words are letters only";
            }
            if (dots > 2) {
                return "call " + (i + 1) + ": search(\"" + word + "\") has " + dots + " dots, at most 2 are allowed";
            }
        }
        return null;
    }

    @Override
    public int maxSize() {
        return 30;
    }
}
