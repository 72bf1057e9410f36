/**
 * Wrong: XORs all the letters of both strings and expects 0 for anagrams. Anagrams do give 0,
 * but so does any pair of strings where every letter occurs an even number of times in total,
 * such as "aa" and "bb" (the trick of Find the Difference does not carry over).
 *
 * @expected-message expected false, got true
 */
class Solution {
    public boolean isAnagram(String s, String t) {
        if (s.length() != t.length()) {
            return false;
        }
        int x = 0;
        for (int i = 0; i < s.length(); i++) {
            x ^= s.charAt(i) ^ t.charAt(i);
        }
        return x == 0;
    }
}
