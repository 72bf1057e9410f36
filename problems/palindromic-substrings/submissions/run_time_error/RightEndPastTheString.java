/**
 * Run-time error: expands around both kinds of centre, but lets the right index reach
 * s.length() (right <= s.length() instead of right < s.length()). The gap after the last letter
 * then reads s.charAt(s.length()), which throws StringIndexOutOfBoundsException on every input.
 *
 * @expected-message StringIndexOutOfBoundsException
 */
class Solution {
    public int countSubstrings(String s) {
        int count = 0;
        for (int centre = 0; centre < s.length(); centre++) {
            count += expand(s, centre, centre);
            count += expand(s, centre, centre + 1);
        }
        return count;
    }

    private int expand(String s, int left, int right) {
        int found = 0;
        while (left >= 0 && right <= s.length() && s.charAt(left) == s.charAt(right)) {
            found++;
            left--;
            right++;
        }
        return found;
    }
}
