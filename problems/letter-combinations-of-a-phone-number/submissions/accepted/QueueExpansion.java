import java.util.*;

/**
 * Breadth-first, without recursion: a queue holds every prefix of the current length; for each
 * digit, every prefix is taken out once and put back extended by each of the digit's letters.
 */
class Solution {
    public List<String> letterCombinations(String digits) {
        Map<Character, String> keys = Map.of('2', "abc", '3', "def", '4', "ghi", '5', "jkl",
                '6', "mno", '7', "pqrs", '8', "tuv", '9', "wxyz");
        Deque<String> queue = new ArrayDeque<>();
        if (digits.isEmpty()) {
            return new ArrayList<>();
        }
        queue.add("");
        for (char digit : digits.toCharArray()) {
            for (int k = queue.size(); k > 0; k--) {
                String prefix = queue.poll();
                for (char letter : keys.get(digit).toCharArray()) {
                    queue.add(prefix + letter);
                }
            }
        }
        return new ArrayList<>(queue);
    }
}
