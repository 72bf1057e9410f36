import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.Generator;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.Random;

/**
 * Random inputs for Valid Anagram: s of 1 to about 200 lowercase letters, often from an alphabet
 * of two or three letters, and t made from s. Half the time t is a shuffle of s (an anagram);
 * otherwise t is a shuffle with one change that keeps it close: one letter replaced by another,
 * one letter dropped or added (different lengths), a letter's count moved to another letter
 * already present (the same set of letters), or a pair of equal letters replaced by another
 * equal pair (the XOR of the letters unchanged), or two letters moved one step apart in opposite
 * directions (the sum of the codes unchanged).
 */
public final class ValidAnagramGenerator implements Generator {

    private static final int MAX_LENGTH = 50_000;

    @Override
    public ObjectNode generate(int size, Random random) {
        int n = 1 + random.nextInt(size * size / 2 + 1);
        int alphabet = switch (random.nextInt(3)) {
            case 0 -> 2;
            case 1 -> 3;
            default -> 26;
        };
        List<Character> letters = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            letters.add((char) ('a' + random.nextInt(alphabet)));
        }
        List<Character> other = new ArrayList<>(letters);
        switch (random.nextInt(12)) {
            case 0 -> other.set(random.nextInt(n), (char) ('a' + random.nextInt(alphabet)));   // maybe the same letter
            case 1 -> other.remove(random.nextInt(n));
            case 2 -> other.add((char) ('a' + random.nextInt(alphabet)));
            case 3 -> other.set(random.nextInt(n), other.get(random.nextInt(n)));              // counts move, set kept
            case 4 -> replacePair(other, random);
            case 5 -> shiftTwo(other, random);
            default -> { }
        }
        if (other.isEmpty()) {
            other.add('z');
        }
        Collections.shuffle(other, random);
        ObjectNode input = JsonNodeFactory.instance.objectNode();
        input.put("s", join(letters));
        input.put("t", join(other));
        return input;
    }

    /** Replaces two equal letters by two equal letters of another kind: the XOR stays the same. */
    private static void replacePair(List<Character> letters, Random random) {
        for (int i = 0; i < letters.size(); i++) {
            for (int j = i + 1; j < letters.size(); j++) {
                if (letters.get(i).equals(letters.get(j))) {
                    char other = (char) ('a' + (letters.get(i) - 'a' + 1 + random.nextInt(25)) % 26);
                    letters.set(i, other);
                    letters.set(j, other);
                    return;
                }
            }
        }
    }

    /** Moves one letter a step up and another a step down: the sum of the codes stays the same. */
    private static void shiftTwo(List<Character> letters, Random random) {
        for (int i = 0; i < letters.size(); i++) {
            for (int j = 0; j < letters.size(); j++) {
                if (i != j && letters.get(i) < 'z' && letters.get(j) > 'a') {
                    letters.set(i, (char) (letters.get(i) + 1));
                    letters.set(j, (char) (letters.get(j) - 1));
                    return;
                }
            }
        }
    }

    private static String join(List<Character> letters) {
        StringBuilder sb = new StringBuilder(letters.size());
        letters.forEach(sb::append);
        return sb.toString();
    }

    @Override
    public String invalid(JsonNode input) {
        if (input == null || !input.isObject()) {
            return "the input must be an object with s and t";
        }
        for (Iterator<String> names = input.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!name.equals("s") && !name.equals("t")) {
                return "unknown parameter " + name;
            }
        }
        for (String name : new String[] {"s", "t"}) {
            JsonNode value = input.get(name);
            if (value == null || !value.isTextual()) {
                return name + " must be a string";
            }
            String text = value.asText();
            if (text.length() < 1 || text.length() > MAX_LENGTH) {
                return name + " has " + text.length() + " letters; it must have 1 to " + MAX_LENGTH;
            }
            for (int i = 0; i < text.length(); i++) {
                if (text.charAt(i) < 'a' || text.charAt(i) > 'z') {
                    return name + "[" + i + "] = '" + text.charAt(i) + "' is not a lowercase English letter";
                }
            }
        }
        return null;
    }

    @Override
    public int maxSize() {
        return 20; // strings of up to 201 letters
    }
}
