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
 * Random inputs for Group Anagrams: {@code strs} of 1 to about 100 words, each a shuffle of one of
 * a few base words, so groups form; words repeat now and then, and the empty word appears. The
 * base words come from an alphabet of two, three or 26 letters; some sets of bases are made to
 * trap wrong keys: the same letters in other counts ("aab", "abb"), the same sum of letter codes
 * ("ac", "bb"), or counts that read the same when written without a separator (one a and eleven
 * b against eleven a and one b, for two neighbouring letters).
 */
public final class GroupAnagramsGenerator implements Generator {

    private static final int MAX_WORDS = 10_000;
    private static final int MAX_LETTERS = 100;

    @Override
    public ObjectNode generate(int size, Random random) {
        int n = 1 + random.nextInt(size * 5);
        int alphabet = switch (random.nextInt(3)) {
            case 0 -> 2;
            case 1 -> 3;
            default -> 26;
        };
        List<String> bases = new ArrayList<>();
        switch (random.nextInt(6)) {
            case 0 -> {                                    // same letters, other counts
                bases.add("aab");
                bases.add("abb");
            }
            case 1 -> {                                    // same sum of codes
                bases.add("ac");
                bases.add("bb");
            }
            case 2 -> {                                    // counts 1 and 11 against 11 and 1
                boolean exact = random.nextInt(4) > 0;         // neighbouring letters, counts 1 and 11: "111" both ways
                char x = (char) ('a' + random.nextInt(exact ? 25 : 13));
                char y = (char) (x + 1 + (exact ? 0 : random.nextInt(12)));
                int small = exact ? 1 : 1 + random.nextInt(2);
                int large = exact ? 11 : 10 + random.nextInt(3);
                bases.add(repeat(x, small) + repeat(y, large));
                bases.add(repeat(x, large) + repeat(y, small));
            }
            default -> { }
        }
        int more = 1 + random.nextInt(Math.max(1, Math.min(size, 8)));
        for (int b = 0; b < more; b++) {
            int length = random.nextInt(8) == 0 ? 0 : 1 + random.nextInt(Math.min(MAX_LETTERS, 2 + size / 2));
            StringBuilder word = new StringBuilder();
            for (int i = 0; i < length; i++) {
                word.append((char) ('a' + random.nextInt(alphabet)));
            }
            bases.add(word.toString());
        }
        ArrayNode strs = JsonNodeFactory.instance.arrayNode();
        List<String> made = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            if (!made.isEmpty() && random.nextInt(8) == 0) {
                made.add(made.get(random.nextInt(made.size())));        // the same word again
                continue;
            }
            List<Character> letters = new ArrayList<>();
            for (char c : bases.get(random.nextInt(bases.size())).toCharArray()) {
                letters.add(c);
            }
            Collections.shuffle(letters, random);
            StringBuilder word = new StringBuilder();
            letters.forEach(word::append);
            made.add(word.toString());
        }
        made.forEach(strs::add);
        ObjectNode input = JsonNodeFactory.instance.objectNode();
        input.set("strs", strs);
        return input;
    }

    private static String repeat(char c, int times) {
        return String.valueOf(c).repeat(times);
    }

    @Override
    public String invalid(JsonNode input) {
        if (input == null || !input.isObject()) {
            return "the input must be an object with strs";
        }
        for (Iterator<String> names = input.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!name.equals("strs")) {
                return "unknown parameter " + name;
            }
        }
        JsonNode strs = input.get("strs");
        if (strs == null || !strs.isArray()) {
            return "strs must be an array of strings";
        }
        if (strs.size() < 1 || strs.size() > MAX_WORDS) {
            return "strs has " + strs.size() + " words; it must have 1 to " + MAX_WORDS;
        }
        for (int i = 0; i < strs.size(); i++) {
            JsonNode word = strs.get(i);
            if (!word.isTextual()) {
                return "strs[" + i + "] = " + word + " is not a string";
            }
            String text = word.asText();
            if (text.length() > MAX_LETTERS) {
                return "strs[" + i + "] has " + text.length() + " letters, more than " + MAX_LETTERS;
            }
            for (int j = 0; j < text.length(); j++) {
                if (text.charAt(j) < 'a' || text.charAt(j) > 'z') {
                    return "strs[" + i + "] holds '" + text.charAt(j) + "', not a lowercase English letter";
                }
            }
        }
        return null;
    }

    @Override
    public int maxSize() {
        return 20; // up to 100 words of up to 12 letters (more for the trap bases)
    }
}
