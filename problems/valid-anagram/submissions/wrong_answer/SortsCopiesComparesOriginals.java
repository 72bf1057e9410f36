import java.util.Arrays;

/**
 * Wrong: sorts the arrays that toCharArray() returns, which are copies, then compares the
 * strings themselves, which are unchanged. Only equal strings are found to be anagrams.
 *
 * @expected-message expected true, got false
 */
class Solution {
    public boolean isAnagram(String s, String t) {
        Arrays.sort(s.toCharArray());   // sorts a copy that is thrown away
        Arrays.sort(t.toCharArray());
        return s.equals(t);
    }
}
