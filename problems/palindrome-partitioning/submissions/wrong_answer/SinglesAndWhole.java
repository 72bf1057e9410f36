import java.util.*;

/**
 * Wrong: only thinks of the two obvious partitions, every letter on its own and (when it is a
 * palindrome) the whole string as one piece. It misses every partition that mixes pieces of
 * different lengths, like ["aa","b"] for "aab".
 *
 * @expected-message ["aa","b"]
 */
class Solution {
    public List<List<String>> partition(String s) {
        List<List<String>> out = new ArrayList<>();
        List<String> letters = new ArrayList<>();
        for (char c : s.toCharArray()) {
            letters.add(String.valueOf(c));
        }
        out.add(letters);
        if (s.length() > 1 && new StringBuilder(s).reverse().toString().equals(s)) {
            out.add(List.of(s));
        }
        return out;
    }
}
