/**
 * Wrong: expands around every letter, but never around the gap between two letters, so only
 * palindromes of odd length are counted. In "aaa" it finds "a" three times and "aaa", and misses
 * the two "aa".
 *
 * @expected-message expected 6, got 4
 */
class Solution {
    public int countSubstrings(String s) {
        int count = 0;
        for (int centre = 0; centre < s.length(); centre++) {
            int left = centre;
            int right = centre;          // the even palindromes need right = centre + 1 as well
            while (left >= 0 && right < s.length() && s.charAt(left) == s.charAt(right)) {
                count++;
                left--;
                right++;
            }
        }
        return count;
    }
}
