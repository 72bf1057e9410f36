import java.util.ArrayList;
import java.util.List;

/**
 * The proof of this package's expected outputs (validate runs it on every test): a codec written
 * apart from the accepted ones, in another format. Every character becomes exactly two hexadecimal
 * digits of its code (all codes are below 256), and the strings are separated by '.', which is not
 * a hex digit; the lists are never empty, so k strings always give k - 1 dots. Decoding is a
 * character-by-character scan, with no split. It also checks the list against the statement's
 * constraints when it encodes it.
 */
class Codec {
    private static final String HEX = "0123456789abcdef";

    public String encode(List<String> strs) {
        require(strs != null, "the list is null");
        require(strs.size() >= 1 && strs.size() <= 200, "the list holds " + strs.size() + " strings, outside 1..200");
        StringBuilder out = new StringBuilder();
        for (int k = 0; k < strs.size(); k++) {
            String str = strs.get(k);
            require(str != null, "string " + k + " is null");
            require(str.length() <= 200, "string " + k + " has " + str.length() + " characters, more than 200");
            if (k > 0) {
                out.append('.');
            }
            for (int i = 0; i < str.length(); i++) {
                char c = str.charAt(i);
                require(c <= 255, "string " + k + " holds the character " + (int) c + ", outside the 256 ASCII codes");
                out.append(HEX.charAt(c >> 4)).append(HEX.charAt(c & 15));
            }
        }
        return out.toString();
    }

    public List<String> decode(String s) {
        List<String> strs = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        int i = 0;
        while (i < s.length()) {
            if (s.charAt(i) == '.') {
                strs.add(current.toString());
                current.setLength(0);
                i++;
            } else {
                current.append((char) (HEX.indexOf(s.charAt(i)) * 16 + HEX.indexOf(s.charAt(i + 1))));
                i += 2;
            }
        }
        strs.add(current.toString());
        return strs;
    }

    private static void require(boolean holds, String what) {
        if (!holds) {
            throw new IllegalArgumentException(what + " (the statement's constraints)");
        }
    }
}
