import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Wrong: the prefix table, but each j overwrites canSplit[i] instead of adding to it with "or"
 * (and there is no break), so canSplit[i] ends up saying only whether the last split tried,
 * j = i - 1, works. For "leetcode", canSplit[4] is set by "leet" and then reset by j = 1, 2, 3.
 *
 * @expected-message expected true, got false
 */
class Solution {
    public boolean wordBreak(String s, List<String> wordDict) {
        Set<String> words = new HashSet<>(wordDict);
        int n = s.length();
        boolean[] canSplit = new boolean[n + 1];
        canSplit[0] = true;
        for (int i = 1; i <= n; i++) {
            for (int j = 0; j < i; j++) {
                canSplit[i] = canSplit[j] && words.contains(s.substring(j, i));   // should be |=, or break when true
            }
        }
        return canSplit[n];
    }
}
