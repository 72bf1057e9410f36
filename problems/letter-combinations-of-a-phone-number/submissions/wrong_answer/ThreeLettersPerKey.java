import java.util.*;

/**
 * Wrong: works the letters out arithmetically, assuming every key carries three letters in a
 * row from 'a' (key d starts at 'a' + 3 * (d - 2)). That holds up to key 6, but key 7 has four
 * letters (p q r s), so "s" is lost and keys 8 and 9 are shifted.
 *
 * @expected-message "s"
 */
class Solution {
    public List<String> letterCombinations(String digits) {
        List<String> words = new ArrayList<>();
        if (!digits.isEmpty()) {
            build(digits, 0, new char[digits.length()], words);
        }
        return words;
    }

    private void build(String digits, int i, char[] word, List<String> words) {
        if (i == digits.length()) {
            words.add(new String(word));
            return;
        }
        char first = (char) ('a' + 3 * (digits.charAt(i) - '2'));
        for (char letter = first; letter < first + 3; letter++) {
            word[i] = letter;
            build(digits, i + 1, word, words);
        }
    }
}
