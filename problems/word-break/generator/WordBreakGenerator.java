import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.Generator;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

/**
 * Random inputs for Word Break: a dictionary of 1 to 8 distinct words and a string s of up to
 * {@code size} letters (at most 300). Words come from one to three letters most of the time, so
 * that they overlap, share prefixes and can be combined in many ways (where greedy choices go
 * wrong), sometimes from the whole alphabet. s is usually a concatenation of dictionary words
 * (true), now and then with one letter changed, added or dropped (mostly false), or random
 * letters; and sometimes the classic shape of runs of a's and s = a...ab.
 */
public final class WordBreakGenerator implements Generator {

    private static final int MAX_S = 300;
    private static final int MAX_WORDS = 1000;
    private static final int MAX_WORD = 20;
    private static final int MAX_SIZE = 30;

    @Override
    public ObjectNode generate(int size, Random random) {
        int top = Math.max(1, Math.min(MAX_SIZE, size));
        int length = (top + 1) / 2 + random.nextInt(top - (top + 1) / 2 + 1);
        List<String> words;
        String s;
        if (random.nextInt(8) == 0) {
            // runs of a's, and a string of a's that may end in b
            words = new ArrayList<>();
            int longest = 1 + random.nextInt(Math.min(6, length) + 1);
            for (int k = 1; k <= longest; k++) {
                if (k == 1 || random.nextInt(3) > 0) {
                    words.add("a".repeat(k));
                }
            }
            s = "a".repeat(Math.max(0, length - 1)) + (random.nextBoolean() ? "b" : "a");
        } else {
            String alphabet = switch (random.nextInt(6)) {
                case 0 -> "a";
                case 1, 2 -> "ab";
                case 3, 4 -> "abc";
                default -> "abcdefghijklmnopqrstuvwxyz";
            };
            words = dictionary(alphabet, length, random);
            s = switch (random.nextInt(6)) {
                case 0 -> randomLetters(alphabet, length, random);
                case 1 -> spoil(concatenation(words, length, random), alphabet, random);
                default -> concatenation(words, length, random);
            };
        }
        ObjectNode input = JsonNodeFactory.instance.objectNode();
        input.put("s", s);
        ArrayNode dict = input.putArray("wordDict");
        words.forEach(dict::add);
        return input;
    }

    private static List<String> dictionary(String alphabet, int length, Random random) {
        int count = 1 + random.nextInt(8);
        int longest = Math.max(1, Math.min(MAX_WORD, 1 + random.nextInt(Math.max(1, Math.min(8, length)))));
        Set<String> words = new LinkedHashSet<>();
        for (int tries = 0; words.size() < count && tries < 100; tries++) {
            String word = randomLetters(alphabet, 1 + random.nextInt(longest), random);
            // now and then a word that extends or prefixes another one
            if (!words.isEmpty() && random.nextInt(3) == 0) {
                String other = new ArrayList<>(words).get(random.nextInt(words.size()));
                word = random.nextBoolean() ? other + word : other.substring(0, Math.max(1, other.length() - 1));
                if (word.length() > MAX_WORD) {
                    word = word.substring(0, MAX_WORD);
                }
            }
            words.add(word);
        }
        return new ArrayList<>(words);
    }

    private static String concatenation(List<String> words, int length, Random random) {
        StringBuilder s = new StringBuilder(words.get(random.nextInt(words.size())));
        for (int tries = 0; s.length() < length && tries < 200; tries++) {
            String word = words.get(random.nextInt(words.size()));
            if (s.length() + word.length() <= MAX_S) {
                s.append(word);
            }
        }
        return s.toString();
    }

    private static String spoil(String s, String alphabet, Random random) {
        int at = random.nextInt(s.length());
        char letter = alphabet.charAt(random.nextInt(alphabet.length()));
        return switch (random.nextInt(3)) {
            case 0 -> s.substring(0, at) + letter + s.substring(at + 1);
            case 1 -> s.length() < MAX_S ? s.substring(0, at) + letter + s.substring(at) : s;
            default -> s.length() > 1 ? s.substring(0, at) + s.substring(at + 1) : s;
        };
    }

    private static String randomLetters(String alphabet, int length, Random random) {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < length; i++) {
            s.append(alphabet.charAt(random.nextInt(alphabet.length())));
        }
        return s.toString();
    }

    @Override
    public String invalid(JsonNode input) {
        JsonNode s = input.get("s");
        JsonNode dict = input.get("wordDict");
        if (s == null || !s.isTextual() || dict == null || !dict.isArray() || input.size() != 2) {
            return "the input must be a string s and a list wordDict";
        }
        String text = s.textValue();
        if (text.length() < 1 || text.length() > MAX_S || !text.matches("[a-z]+")) {
            return "s must be 1 to " + MAX_S + " lowercase letters, got " + text.length() + " characters";
        }
        if (dict.size() < 1 || dict.size() > MAX_WORDS) {
            return "wordDict has " + dict.size() + " words; it must have 1 to " + MAX_WORDS;
        }
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < dict.size(); i++) {
            JsonNode word = dict.get(i);
            if (!word.isTextual() || word.textValue().length() < 1 || word.textValue().length() > MAX_WORD
                    || !word.textValue().matches("[a-z]+")) {
                return "wordDict[" + i + "] = " + word + " is not 1 to " + MAX_WORD + " lowercase letters";
            }
            if (!seen.add(word.textValue())) {
                return "wordDict[" + i + "] = " + word + " is there twice; the words are distinct";
            }
        }
        return null;
    }

    @Override
    public int maxSize() {
        return MAX_SIZE;
    }
}
