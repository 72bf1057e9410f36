import java.util.*;

/**
 * Wrong: writes each string as its length, a '#' and the string, but reads the length back as one
 * digit: fine while every string is shorter than 10 characters. The 13 characters of
 * "10#abcdefghij" are written "13#10#abcdefghij"; the decoder reads a length of 1 (the '1' of 13),
 * then another of 1 (the '1' of 10), and then the letter 'a' as a digit worth 49, and cuts past the
 * end of the encoded string.
 *
 * @expected-message java.lang.StringIndexOutOfBoundsException: begin 38, end 87, length 46
 */
public class Codec {
    // Encodes a list of strings to a single string.
    public String encode(List<String> strs) {
        StringBuilder out = new StringBuilder();
        for (String str : strs) {
            out.append(str.length()).append('#').append(str);
        }
        return out.toString();
    }

    // Decodes a single string to a list of strings.
    public List<String> decode(String s) {
        List<String> strs = new ArrayList<>();
        int i = 0;
        while (i < s.length()) {
            int length = s.charAt(i) - '0';          // one digit only
            strs.add(s.substring(i + 2, i + 2 + length));
            i += 2 + length;
        }
        return strs;
    }
}
