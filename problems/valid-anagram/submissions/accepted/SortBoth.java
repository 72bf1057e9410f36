import java.util.Arrays;

/**
 * Sorts the letters of both strings and compares the sorted arrays: anagrams have the same
 * letters, so they sort to the same sequence. O(n log n) time, O(n) space for the arrays.
 */
class Solution {
    public boolean isAnagram(String s, String t) {
        char[] a = s.toCharArray();
        char[] b = t.toCharArray();
        Arrays.sort(a);
        Arrays.sort(b);
        return Arrays.equals(a, b);
    }
}
