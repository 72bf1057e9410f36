import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.Generator;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;

/**
 * Random call sequences for Implement Trie: the constructor, then up to {@code 20 * size^2} calls
 * of {@code insert}, {@code search} and {@code startsWith} on words of up to {@code 2 * size}
 * letters from an alphabet of 1, 2, 3 or 26 letters (small alphabets make words share prefixes).
 * Half the queries ask for an inserted word or a beginning of one, so answers are often true; from
 * size 5 on, a word of 2000 letters, the longest allowed, now and then.
 */
public final class TrieCallsGenerator implements Generator {

    private static final Set<String> METHODS = Set.of("insert", "search", "startsWith");
    private static final int[] ALPHABETS = {1, 2, 3, 26};
    private static final int LONGEST = 2000;
    private static final int MOST_CALLS = 30_000;

    @Override
    public ObjectNode generate(int size, Random random) {
        int letters = ALPHABETS[random.nextInt(ALPHABETS.length)];
        int calls = 1 + random.nextInt(20 * size * size);
        ObjectNode input = JsonNodeFactory.instance.objectNode();
        ArrayNode operations = input.putArray("operations");
        ArrayNode arguments = input.putArray("arguments");
        operations.add("Trie");
        arguments.addArray();
        List<String> inserted = new ArrayList<>();
        for (int i = 0; i < calls; i++) {
            int kind = random.nextInt(10);
            String word = word(size, letters, random);
            if (kind >= 4 && !inserted.isEmpty() && random.nextBoolean()) {
                String known = inserted.get(random.nextInt(inserted.size()));
                // A prefix query mostly cuts the word short; a search mostly asks for it whole.
                word = kind >= 7 || random.nextInt(4) == 0 ? known.substring(0, 1 + random.nextInt(known.length())) : known;
            }
            String method = kind < 4 ? "insert" : kind < 7 ? "search" : "startsWith";
            if (method.equals("insert")) {
                inserted.add(word);
            }
            operations.add(method);
            arguments.addArray().add(word);
        }
        return input;
    }

    private static String word(int size, int letters, Random random) {
        int length = size >= 5 && random.nextInt(200) == 0 ? LONGEST : 1 + random.nextInt(2 * size);
        StringBuilder word = new StringBuilder(length);
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
        if (operations.size() > MOST_CALLS) {
            return operations.size() + " calls, more than " + MOST_CALLS;
        }
        if (!operations.get(0).asText().equals("Trie") || !arguments.get(0).isArray() || !arguments.get(0).isEmpty()) {
            return "the first call must be the constructor, \"Trie\" with []";
        }
        for (int i = 1; i < operations.size(); i++) {
            String method = operations.get(i).asText();
            JsonNode args = arguments.get(i);
            if (!METHODS.contains(method)) {
                return "call " + (i + 1) + " is " + operations.get(i) + ", not insert, search or startsWith";
            }
            if (!args.isArray() || args.size() != 1 || !args.get(0).isTextual()) {
                return "call " + (i + 1) + " (" + method + ") takes one string, got " + args;
            }
            String word = args.get(0).asText();
            if (word.isEmpty() || word.length() > LONGEST) {
                return "call " + (i + 1) + " (" + method + "): a word of " + word.length() + " letters, outside 1.."
                        + LONGEST;
            }
            if (!word.chars().allMatch(c -> c >= 'a' && c <= 'z')) {
                return "call " + (i + 1) + " (" + method + "): \"" + word + "\" holds a character other than a to z";
            }
        }
        return null;
    }
}
