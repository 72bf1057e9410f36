import java.util.*;

/**
 * Backtracking from the left: the next piece starts where the last one ended and may end at any
 * later position where it reads the same both ways (checked with two pointers); the rest of the
 * string is partitioned recursively, then the piece is taken off again.
 */
class Solution {
    public List<List<String>> partition(String s) {
        List<List<String>> out = new ArrayList<>();
        cut(s, 0, new ArrayList<>(), out);
        return out;
    }

    private void cut(String s, int start, List<String> pieces, List<List<String>> out) {
        if (start == s.length()) {
            out.add(new ArrayList<>(pieces));
            return;
        }
        for (int end = start; end < s.length(); end++) {
            if (isPalindrome(s, start, end)) {
                pieces.add(s.substring(start, end + 1));
                cut(s, end + 1, pieces, out);
                pieces.remove(pieces.size() - 1);
            }
        }
    }

    /** Whether s[lo..hi], both ends included, is a palindrome. */
    private boolean isPalindrome(String s, int lo, int hi) {
        while (lo < hi) {
            if (s.charAt(lo++) != s.charAt(hi--)) {
                return false;
            }
        }
        return true;
    }
}
