import java.util.*;

/**
 * Wrong: the palindrome check compares s[lo + i] with s[hi - i] but starts at i = 1, so it never
 * compares the two outer letters of the piece. Every piece of two or three letters passes, and
 * "ab" and "aab" come out as palindromes.
 *
 * @expected-message ["a","ab"]
 */
class Solution {
    public List<List<String>> partition(String s) {
        List<List<String>> out = new ArrayList<>();
        cut(s, 0, new ArrayDeque<>(), out);
        return out;
    }

    private void cut(String s, int start, Deque<String> pieces, List<List<String>> out) {
        if (start == s.length()) {
            out.add(new ArrayList<>(pieces));
            return;
        }
        for (int end = start + 1; end <= s.length(); end++) {
            if (isPalindrome(s, start, end - 1)) {
                pieces.addLast(s.substring(start, end));
                cut(s, end, pieces, out);
                pieces.removeLast();
            }
        }
    }

    private boolean isPalindrome(String s, int lo, int hi) {
        for (int i = 1; i <= (hi - lo) / 2; i++) {   // i = 0, the outer pair, is skipped
            if (s.charAt(lo + i) != s.charAt(hi - i)) {
                return false;
            }
        }
        return true;
    }
}
