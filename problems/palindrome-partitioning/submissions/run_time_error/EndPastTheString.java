import java.util.*;

/**
 * Run-time error: mixes up an exclusive end with an inclusive one. The loop lets the piece's
 * last index run up to s.length(), and the palindrome check then reads s.charAt(s.length()),
 * which throws StringIndexOutOfBoundsException on every input.
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
        for (int last = start; last <= s.length(); last++) {   // should be last < s.length()
            if (isPalindrome(s, start, last)) {
                pieces.add(s.substring(start, last + 1));
                cut(s, last + 1, pieces, out);
                pieces.remove(pieces.size() - 1);
            }
        }
    }

    private boolean isPalindrome(String s, int lo, int hi) {
        while (lo < hi) {
            if (s.charAt(lo++) != s.charAt(hi--)) {
                return false;
            }
        }
        return true;
    }
}
