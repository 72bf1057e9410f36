import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The proof of this package's expected outputs (validate runs it on every test): up to 2000
 * words it puts each word into the first group whose first word it matches letter for letter
 * (every letter of one paired with an unused equal letter of the other); beyond that it keys
 * the groups by each word's letters and counts as a TreeMap, neither the sorted letters nor the
 * 26-count string of the accepted submissions. It also checks the input against the statement's
 * constraints.
 */
class Solution {
    public List<List<String>> groupAnagrams(String[] strs) {
        require(strs.length >= 1 && strs.length <= 10_000, "strs.length = " + strs.length + " is outside 1..10^4");
        for (String word : strs) {
            require(word.length() <= 100, "a word has " + word.length() + " letters, more than 100");
            for (char c : word.toCharArray()) {
                require(c >= 'a' && c <= 'z', "a word holds '" + c + "', not a lowercase English letter");
            }
        }
        if (strs.length <= 2000) {
            List<List<String>> groups = new ArrayList<>();
            for (String word : strs) {
                List<String> home = null;
                for (List<String> group : groups) {
                    if (matches(group.get(0), word)) {
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
        Map<String, List<String>> byCounts = new TreeMap<>();
        for (String word : strs) {
            TreeMap<Character, Integer> counts = new TreeMap<>();
            for (char c : word.toCharArray()) {
                counts.merge(c, 1, Integer::sum);
            }
            byCounts.computeIfAbsent(counts.toString(), k -> new ArrayList<>()).add(word);
        }
        return new ArrayList<>(byCounts.values());
    }

    private static boolean matches(String a, String b) {
        if (a.length() != b.length()) {
            return false;
        }
        boolean[] used = new boolean[b.length()];
        for (char c : a.toCharArray()) {
            int j = 0;
            while (j < b.length() && (used[j] || b.charAt(j) != c)) {
                j++;
            }
            if (j == b.length()) {
                return false;
            }
            used[j] = true;
        }
        return true;
    }

    private static void require(boolean holds, String what) {
        if (!holds) {
            throw new IllegalArgumentException(what + " (the statement's constraints)");
        }
    }
}
