import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Run-time error: compares each word with s.substring(start, start + word.length()) without
 * checking that the word fits in what is left of s. Near the end of s a longer word makes the end
 * index pass s.length(), and substring throws StringIndexOutOfBoundsException: "catsandog" gets
 * there after "cats" and "and", trying "cats" at index 7 of 9.
 *
 * @expected-message StringIndexOutOfBoundsException
 */
class Solution {
    private final Map<Integer, Boolean> memo = new HashMap<>();

    public boolean wordBreak(String s, List<String> wordDict) {
        return canSplit(s, 0, wordDict);
    }

    private boolean canSplit(String s, int start, List<String> wordDict) {
        if (start == s.length()) {
            return true;
        }
        if (memo.containsKey(start)) {
            return memo.get(start);
        }
        boolean result = false;
        for (String word : wordDict) {
            // needs: start + word.length() <= s.length() before the substring
            if (s.substring(start, start + word.length()).equals(word) && canSplit(s, start + word.length(), wordDict)) {
                result = true;
                break;
            }
        }
        memo.put(start, result);
        return result;
    }
}
