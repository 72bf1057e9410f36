import java.util.*;

/**
 * Wrong: escapes correctly ('/' is doubled, and "/," separates two strings) but then takes the empty
 * encoding to mean the empty list. The list [""] also encodes to "" (one string, no separator
 * needed), so it comes back as [] instead of [""]. Without the shortcut, "" would decode to [""],
 * and the lists never hold zero strings.
 *
 * @expected-message expected 1 element, got 0
 */
public class Codec {
    // Encodes a list of strings to a single string.
    public String encode(List<String> strs) {
        StringBuilder out = new StringBuilder();
        for (int k = 0; k < strs.size(); k++) {
            if (k > 0) {
                out.append("/,");
            }
            out.append(strs.get(k).replace("/", "//"));
        }
        return out.toString();
    }

    // Decodes a single string to a list of strings.
    public List<String> decode(String s) {
        List<String> strs = new ArrayList<>();
        if (s.isEmpty()) {
            return strs;                              // but [""] is encoded as "" too
        }
        StringBuilder current = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '/') {
                i++;
                if (s.charAt(i) == ',') {
                    strs.add(current.toString());
                    current.setLength(0);
                } else {
                    current.append('/');
                }
            } else {
                current.append(c);
            }
        }
        strs.add(current.toString());
        return strs;
    }
}
