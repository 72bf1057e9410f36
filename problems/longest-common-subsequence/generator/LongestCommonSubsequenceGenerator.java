import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.Generator;
import java.util.Random;

/**
 * Random inputs for Longest Common Subsequence: two texts of lowercase letters, each from one
 * letter up to {@code size} letters (at most 1000), often of quite different lengths. Most texts
 * use one to four letters, so that letters repeat and many common subsequences compete (where
 * greedy matching and double counting go wrong); some use the whole alphabet. Now and then text2
 * is made from text1: letters dropped and others put in, its reverse, or a rotation.
 */
public final class LongestCommonSubsequenceGenerator implements Generator {

    private static final int MAX_LENGTH = 1000;
    private static final int MAX_SIZE = 30;

    @Override
    public ObjectNode generate(int size, Random random) {
        int top = Math.max(1, Math.min(MAX_SIZE, size));
        int letters = switch (random.nextInt(6)) {
            case 0 -> 1;
            case 1 -> 2;
            case 2, 3 -> 3;
            case 4 -> 4;
            default -> 26;
        };
        String text1 = randomText(1 + random.nextInt(top), letters, random);
        String text2 = switch (random.nextInt(5)) {
            case 0 -> edited(text1, letters, random);
            case 1 -> new StringBuilder(text1).reverse().toString();
            case 2 -> {
                int cut = random.nextInt(text1.length());
                yield text1.substring(cut) + text1.substring(0, cut);
            }
            default -> randomText(1 + random.nextInt(top), letters, random);
        };
        ObjectNode input = JsonNodeFactory.instance.objectNode();
        if (random.nextBoolean()) {
            input.put("text1", text1);
            input.put("text2", text2);
        } else {
            input.put("text1", text2);
            input.put("text2", text1);
        }
        return input;
    }

    private static String randomText(int length, int letters, Random random) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < length; i++) {
            text.append((char) ('a' + random.nextInt(letters)));
        }
        return text.toString();
    }

    /** text with some letters dropped and some random ones put in; never empty. */
    private static String edited(String text, int letters, Random random) {
        StringBuilder out = new StringBuilder();
        for (char c : text.toCharArray()) {
            if (random.nextInt(3) > 0) {
                out.append(c);
            }
            if (random.nextInt(4) == 0 && out.length() < MAX_LENGTH) {
                out.append((char) ('a' + random.nextInt(letters)));
            }
        }
        return out.length() == 0 ? text.substring(0, 1) : out.toString();
    }

    @Override
    public String invalid(JsonNode input) {
        if (input.size() != 2) {
            return "the input must be two strings, text1 and text2";
        }
        for (String name : new String[] {"text1", "text2"}) {
            JsonNode text = input.get(name);
            if (text == null || !text.isTextual()) {
                return name + " must be a string";
            }
            String value = text.textValue();
            if (value.length() < 1 || value.length() > MAX_LENGTH) {
                return name + " has " + value.length() + " letters; it must have 1 to " + MAX_LENGTH;
            }
            for (int i = 0; i < value.length(); i++) {
                if (value.charAt(i) < 'a' || value.charAt(i) > 'z') {
                    return name + "[" + i + "] = '" + value.charAt(i) + "' is not a lowercase English letter";
                }
            }
        }
        return null;
    }

    @Override
    public int maxSize() {
        return MAX_SIZE;
    }
}
