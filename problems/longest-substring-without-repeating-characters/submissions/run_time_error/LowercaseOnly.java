/**
 * Run-time error: counts characters in an array of 26, indexed by {@code c - 'a'}, as if s held
 * lowercase letters only. The statement allows any printable character: a space gives index
 * ' ' - 'a' = -65, and the array access throws ArrayIndexOutOfBoundsException.
 *
 * @expected-message ArrayIndexOutOfBoundsException: Index -65 out of bounds for length 26
 */
class Solution {
    public int lengthOfLongestSubstring(String s) {
        int[] count = new int[26];
        int left = 0;
        int best = 0;
        for (int right = 0; right < s.length(); right++) {
            int c = s.charAt(right) - 'a';
            count[c]++;
            while (count[c] > 1) {
                count[s.charAt(left) - 'a']--;
                left++;
            }
            best = Math.max(best, right - left + 1);
        }
        return best;
    }
}
