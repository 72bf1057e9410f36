import java.util.HashSet;
import java.util.Set;

/**
 * Wrong: compares which letters occur, not how often. "aab" and "abb" both use the letters
 * {a, b}, but one has two a and the other two b.
 *
 * @expected-message expected false, got true
 */
class Solution {
    public boolean isAnagram(String s, String t) {
        if (s.length() != t.length()) {
            return false;
        }
        Set<Character> inS = new HashSet<>();
        Set<Character> inT = new HashSet<>();
        for (char c : s.toCharArray()) {
            inS.add(c);
        }
        for (char c : t.toCharArray()) {
            inT.add(c);
        }
        return inS.equals(inT);
    }
}
