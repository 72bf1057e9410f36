import java.util.*;

/**
 * Correct but too slow: tries every order of the k distinct letters (k! of them, generated in
 * lexicographic order) and returns the first under which every adjacent pair of words is in order,
 * or "" after all have failed. With 26 letters that is 26! (about 4 * 10^26) orders; even 12 letters
 * make 479,001,600, each checked against up to 99 pairs of words.
 *
 * @expected-message used more than its limit of 1000 ms of CPU time
 */
class Solution {
    public String alienOrder(String[] words) {
        boolean[] present = new boolean[26];
        for (String word : words) {
            for (char c : word.toCharArray()) {
                present[c - 'a'] = true;
            }
        }
        StringBuilder letters = new StringBuilder();
        for (int c = 0; c < 26; c++) {
            if (present[c]) {
                letters.append((char) ('a' + c));
            }
        }
        char[] order = letters.toString().toCharArray();
        int[] rank = new int[26];
        do {
            for (int i = 0; i < order.length; i++) {
                rank[order[i] - 'a'] = i;
            }
            if (sorted(words, rank)) {
                return new String(order);
            }
        } while (nextPermutation(order));
        return "";
    }

    private static boolean sorted(String[] words, int[] rank) {
        for (int i = 0; i + 1 < words.length; i++) {
            String a = words[i];
            String b = words[i + 1];
            int j = 0;
            while (j < a.length() && j < b.length() && a.charAt(j) == b.charAt(j)) {
                j++;
            }
            if (j < a.length() && j < b.length()) {
                if (rank[a.charAt(j) - 'a'] > rank[b.charAt(j) - 'a']) {
                    return false;
                }
            } else if (a.length() > b.length()) {
                return false;
            }
        }
        return true;
    }

    private static boolean nextPermutation(char[] a) {
        int i = a.length - 2;
        while (i >= 0 && a[i] >= a[i + 1]) {
            i--;
        }
        if (i < 0) {
            return false;
        }
        int j = a.length - 1;
        while (a[j] <= a[i]) {
            j--;
        }
        char t = a[i];
        a[i] = a[j];
        a[j] = t;
        for (int l = i + 1, r = a.length - 1; l < r; l++, r--) {
            t = a[l];
            a[l] = a[r];
            a[r] = t;
        }
        return true;
    }
}
