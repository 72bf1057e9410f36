/**
 * Wrong: decides whether the window is valid by the count of the letter just added instead of the
 * commonest letter's count, so a window whose odd letter arrives last looks invalid and is cut
 * down: "AAAB" with k = 1 needs one replacement (the B), but the B's count of 1 says three, and
 * the window shrinks to "AB".
 *
 * @expected-message expected 4, got 3
 */
class Solution {
    public int characterReplacement(String s, int k) {
        int[] count = new int[26];
        int left = 0;
        int best = 0;
        for (int right = 0; right < s.length(); right++) {
            int letter = s.charAt(right) - 'A';
            count[letter]++;
            while (right - left + 1 - count[letter] > k) {   // should use the commonest count
                count[s.charAt(left) - 'A']--;
                left++;
            }
            best = Math.max(best, right - left + 1);
        }
        return best;
    }
}
