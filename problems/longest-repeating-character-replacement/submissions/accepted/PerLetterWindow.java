/**
 * One sliding window per letter: for each letter L that occurs in s, the longest window holding
 * at most k letters other than L (they are the ones to replace), found by moving left past
 * non-L letters whenever there are more than k of them. The answer is the best over the letters.
 * O(26 n) time, O(1) extra space.
 */
class Solution {
    public int characterReplacement(String s, int k) {
        int best = 0;
        for (char letter = 'A'; letter <= 'Z'; letter++) {
            if (s.indexOf(letter) < 0) {
                continue;
            }
            int left = 0;
            int others = 0;
            for (int right = 0; right < s.length(); right++) {
                if (s.charAt(right) != letter) {
                    others++;
                }
                while (others > k) {
                    if (s.charAt(left) != letter) {
                        others--;
                    }
                    left++;
                }
                best = Math.max(best, right - left + 1);
            }
        }
        return best;
    }
}
