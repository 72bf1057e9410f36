/**
 * Run-time error: indexes the letter counts by {@code c - 'a'}, as in problems over lowercase
 * letters. Here s holds uppercase letters: 'A' - 'a' = -32, and the array access throws
 * ArrayIndexOutOfBoundsException on the first letter.
 *
 * @expected-message ArrayIndexOutOfBoundsException: Index -32 out of bounds for length 26
 */
class Solution {
    public int characterReplacement(String s, int k) {
        int[] count = new int[26];
        int left = 0;
        int maxCount = 0;
        int best = 0;
        for (int right = 0; right < s.length(); right++) {
            maxCount = Math.max(maxCount, ++count[s.charAt(right) - 'a']);
            while (right - left + 1 - maxCount > k) {
                count[s.charAt(left) - 'a']--;
                left++;
            }
            best = Math.max(best, right - left + 1);
        }
        return best;
    }
}
