import java.util.*;

/**
 * Wrong: joins the strings with ',' and splits on ',' (keeping empty pieces, limit -1). That works
 * until a string holds a comma itself: ["a,b"] is encoded as "a,b" and decoded as ["a","b"]. Any
 * single separator character has this problem, since a string may hold any character.
 *
 * @expected-message expected 5 elements, got 12
 */
public class Codec {
    // Encodes a list of strings to a single string.
    public String encode(List<String> strs) {
        return String.join(",", strs);
    }

    // Decodes a single string to a list of strings.
    public List<String> decode(String s) {
        return new ArrayList<>(Arrays.asList(s.split(",", -1)));
    }
}
