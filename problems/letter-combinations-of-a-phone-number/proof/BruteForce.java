import java.util.ArrayList;
import java.util.List;

/**
 * The proof of this package's expected outputs (validate runs it on every test): it counts
 * through the letters' indices like an odometer with one wheel per digit, with no recursion or
 * queue, unlike the accepted submissions. It also checks the input against the statement's
 * constraints.
 */
class Solution {
    /** The keypad: the letters of digit d are KEYS[d - 2]. */
    private static final String[] KEYS = {"abc", "def", "ghi", "jkl", "mno", "pqrs", "tuv", "wxyz"};

    public List<String> letterCombinations(String digits) {
        if (digits.length() > 4 || !digits.matches("[2-9]*")) {
            throw new IllegalArgumentException("digits = \"" + digits + "\" is not 0 to 4 of the digits 2..9"
                    + " (the statement's constraints)");
        }
        List<String> words = new ArrayList<>();
        if (digits.isEmpty()) {
            return words;
        }
        int[] wheel = new int[digits.length()];
        while (true) {
            StringBuilder word = new StringBuilder();
            for (int i = 0; i < wheel.length; i++) {
                word.append(letters(digits, i).charAt(wheel[i]));
            }
            words.add(word.toString());
            int i = wheel.length - 1;
            while (i >= 0 && wheel[i] == letters(digits, i).length() - 1) {
                wheel[i--] = 0;
            }
            if (i < 0) {
                return words;
            }
            wheel[i]++;
        }
    }

    private static String letters(String digits, int i) {
        return KEYS[digits.charAt(i) - '2'];
    }
}
