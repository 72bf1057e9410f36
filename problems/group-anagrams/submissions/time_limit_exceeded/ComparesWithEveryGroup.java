import java.util.ArrayList;
import java.util.List;

/**
 * Too slow: compares each word with the first word of every group found so far, counting
 * letters afresh for each comparison. Correct, but with g groups that is O(n g k): when the
 * 10^4 words are all in different groups, about 5 * 10^7 comparisons.
 *
 * @expected-message limit of 1000 ms
 */
class Solution {
    public List<List<String>> groupAnagrams(String[] strs) {
        List<List<String>> groups = new ArrayList<>();
        for (String word : strs) {
            List<String> home = null;
            for (List<String> group : groups) {
                if (isAnagram(group.get(0), word)) {
                    home = group;
                    break;
                }
            }
            if (home == null) {
                home = new ArrayList<>();
                groups.add(home);
            }
            home.add(word);
        }
        return groups;
    }

    private boolean isAnagram(String a, String b) {
        if (a.length() != b.length()) {
            return false;
        }
        int[] count = new int[26];
        for (int i = 0; i < a.length(); i++) {
            count[a.charAt(i) - 'a']++;
            count[b.charAt(i) - 'a']--;
        }
        for (int c : count) {
            if (c != 0) {
                return false;
            }
        }
        return true;
    }
}
