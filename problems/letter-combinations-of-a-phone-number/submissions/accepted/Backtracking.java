import java.util.*;

/**
 * Depth-first backtracking: position i of the word takes each letter of digit i in turn, the
 * recursion fills the rest, and the letter is taken off again before the next one is tried.
 */
class Solution {
    private static final String[] KEYS = {"", "", "abc", "def", "ghi", "jkl", "mno", "pqrs", "tuv", "wxyz"};

    public List<String> letterCombinations(String digits) {
        List<String> words = new ArrayList<>();
        if (digits.isEmpty()) {
            return words;
        }
        build(digits, 0, new StringBuilder(), words);
        return words;
    }

    private void build(String digits, int i, StringBuilder word, List<String> words) {
        if (i == digits.length()) {
            words.add(word.toString());
            return;
        }
        for (char letter : KEYS[digits.charAt(i) - '0'].toCharArray()) {
            word.append(letter);
            build(digits, i + 1, word, words);
            word.deleteCharAt(word.length() - 1);
        }
    }
}
