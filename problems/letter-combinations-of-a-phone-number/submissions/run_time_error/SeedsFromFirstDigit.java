import java.util.*;

/**
 * Run-time error: seeds the list with the letters of the first digit, then extends it digit by
 * digit. It reads digits.charAt(0) before checking that there is a digit at all, so the empty
 * input throws StringIndexOutOfBoundsException.
 */
class Solution {
    private static final String[] KEYS = {"", "", "abc", "def", "ghi", "jkl", "mno", "pqrs", "tuv", "wxyz"};

    public List<String> letterCombinations(String digits) {
        List<String> words = new ArrayList<>();
        for (char letter : KEYS[digits.charAt(0) - '0'].toCharArray()) {
            words.add(String.valueOf(letter));
        }
        for (int i = 1; i < digits.length(); i++) {
            List<String> longer = new ArrayList<>();
            for (String word : words) {
                for (char letter : KEYS[digits.charAt(i) - '0'].toCharArray()) {
                    longer.add(word + letter);
                }
            }
            words = longer;
        }
        return words;
    }
}
