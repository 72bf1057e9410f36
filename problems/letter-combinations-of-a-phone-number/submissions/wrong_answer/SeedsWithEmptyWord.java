import java.util.*;

/**
 * Wrong: builds the words iteratively from a list seeded with the empty word, and forgets that
 * with no digits the seed is never extended: for "" it returns [""] instead of [].
 *
 * @expected-message expected 0 elements in any order, got 1
 */
class Solution {
    private static final String[] KEYS = {"", "", "abc", "def", "ghi", "jkl", "mno", "pqrs", "tuv", "wxyz"};

    public List<String> letterCombinations(String digits) {
        List<String> words = new ArrayList<>();
        words.add("");
        for (char digit : digits.toCharArray()) {
            List<String> longer = new ArrayList<>();
            for (String word : words) {
                for (char letter : KEYS[digit - '0'].toCharArray()) {
                    longer.add(word + letter);
                }
            }
            words = longer;
        }
        return words;   // for digits == "" this is still [""]
    }
}
