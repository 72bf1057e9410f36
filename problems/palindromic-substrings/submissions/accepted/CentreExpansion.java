/**
 * Expands around each of the 2n - 1 centres: every letter (odd lengths) and every gap between
 * two neighbours (even lengths). Each step outwards that keeps the two new letters equal is one
 * more palindrome with that centre, so the count grows by one per successful step. Time O(n^2)
 * in the worst case (all letters equal), extra space O(1).
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

    /** How many palindromes grow outwards from s[left..right]: one per matching step. */
    private int expand(String s, int left, int right) {
        int found = 0;
        while (left >= 0 && right < s.length() && s.charAt(left) == s.charAt(right)) {
            found++;
            left--;
            right++;
        }
        return found;
    }
}
