import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.Generator;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.Random;

/**
 * Makes a list of 1 to 2 * size + 1 words over a small alphabet (1 to size + 2 letters, drawn from
 * all 26), each word 1 to size + 2 letters long. Most lists are first sorted under a hidden random
 * alphabet, so an order exists, and then sometimes spoilt:
 *
 * <ul>
 *   <li>left sorted (an order exists; letters that no pair orders are common),</li>
 *   <li>two adjacent words swapped (often a cycle, sometimes harmless),</li>
 *   <li>a word followed by one of its own proper prefixes (no order, with no cycle at all),</li>
 *   <li>words repeated next to each other (nothing learned from equal words),</li>
 *   <li>not sorted at all (random words in random order).</li>
 * </ul>
 *
 * <p>Words often share their beginnings (a word is built from a neighbour's start), so first
 * differences fall deep inside the words and the letters after them disagree.
 */
public final class AlienDictionaryGenerator implements Generator {

    private static final int MAX_WORDS = 100;
    private static final int MAX_LENGTH = 100;

    @Override
    public ObjectNode generate(int size, Random random) {
        int letters = 1 + random.nextInt(Math.min(26, size + 2));
        List<Character> pool = new ArrayList<>();
        for (char c = 'a'; c <= 'z'; c++) {
            pool.add(c);
        }
        Collections.shuffle(pool, random);
        // The hidden alphabet: the first `letters` of the shuffled pool, in that order.
        char[] alphabet = new char[letters];
        int[] rank = new int[26];
        for (int i = 0; i < letters; i++) {
            alphabet[i] = pool.get(i);
            rank[alphabet[i] - 'a'] = i;
        }
        int count = 1 + random.nextInt(2 * size + 1);
        int maxLength = size + 2;
        List<String> words = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            if (!words.isEmpty() && random.nextInt(3) > 0) {
                // Share a start with an earlier word, then go on at random.
                String base = words.get(random.nextInt(words.size()));
                int keep = random.nextInt(base.length() + 1);
                words.add(base.substring(0, keep) + randomWord(alphabet, Math.max(1 - keep, 0) + random.nextInt(maxLength - keep + 1), random));
            } else {
                words.add(randomWord(alphabet, 1 + random.nextInt(maxLength), random));
            }
        }
        words.replaceAll(w -> w.length() > maxLength ? w.substring(0, maxLength) : w);
        words.removeIf(String::isEmpty);
        if (words.isEmpty()) {
            words.add(String.valueOf(alphabet[0]));
        }
        int shape = random.nextInt(10);
        if (shape < 9) {
            words.sort((a, b) -> compare(a, b, rank));
        }
        if (shape >= 4 && shape < 6 && words.size() >= 2) {
            int i = random.nextInt(words.size() - 1);
            Collections.swap(words, i, i + 1);
        } else if (shape >= 6 && shape < 8) {
            int i = random.nextInt(words.size());
            String w = words.get(i);
            if (w.length() >= 2 && words.size() < MAX_WORDS) {
                words.add(i + 1, w.substring(0, 1 + random.nextInt(w.length() - 1)));
            }
        } else if (shape == 8 && words.size() < MAX_WORDS) {
            int i = random.nextInt(words.size());
            words.add(i, words.get(i));
        }
        ObjectNode input = JsonNodeFactory.instance.objectNode();
        ArrayNode json = input.putArray("words");
        words.forEach(json::add);
        return input;
    }

    private static String randomWord(char[] alphabet, int length, Random random) {
        StringBuilder word = new StringBuilder();
        for (int i = 0; i < length; i++) {
            word.append(alphabet[random.nextInt(alphabet.length)]);
        }
        return word.toString();
    }

    private static int compare(String a, String b, int[] rank) {
        for (int d = 0; d < Math.min(a.length(), b.length()); d++) {
            if (a.charAt(d) != b.charAt(d)) {
                return rank[a.charAt(d) - 'a'] - rank[b.charAt(d) - 'a'];
            }
        }
        return a.length() - b.length();
    }

    @Override
    public String invalid(JsonNode input) {
        if (input == null || !input.isObject() || !input.has("words")) {
            return "the input must be an object with words";
        }
        for (Iterator<String> names = input.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!name.equals("words")) {
                return "unknown parameter " + name;
            }
        }
        JsonNode words = input.get("words");
        if (!words.isArray() || words.size() < 1 || words.size() > MAX_WORDS) {
            return "words must hold 1 to " + MAX_WORDS + " words, got " + (words.isArray() ? words.size() : words);
        }
        for (int i = 0; i < words.size(); i++) {
            JsonNode word = words.get(i);
            if (!word.isTextual()) {
                return "words[" + i + "] is " + word + ", not a string";
            }
            String text = word.textValue();
            if (text.length() < 1 || text.length() > MAX_LENGTH) {
                return "words[" + i + "] has " + text.length() + " letters; the statement allows 1 to " + MAX_LENGTH;
            }
            for (int j = 0; j < text.length(); j++) {
                if (text.charAt(j) < 'a' || text.charAt(j) > 'z') {
                    return "words[" + i + "][" + j + "] is '" + text.charAt(j) + "', not a lowercase English letter";
                }
            }
        }
        return null;
    }

    @Override
    public int maxSize() {
        return 24; // up to 49 words of up to 26 letters over up to 26 letters: microseconds for the references
    }
}
