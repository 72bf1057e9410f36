/**
 * Two pointers, one from each end, each skipping characters that are not letters or digits;
 * the letters and digits they stop at are compared in lower case, and the pointers move inwards
 * until they meet. O(n) time, O(1) extra space: the cleaned string is never built.
 */
class Solution {
    public boolean isPalindrome(String s) {
        int left = 0;
        int right = s.length() - 1;
        while (left < right) {
            char a = s.charAt(left);
            char b = s.charAt(right);
            if (!Character.isLetterOrDigit(a)) {
                left++;
            } else if (!Character.isLetterOrDigit(b)) {
                right--;
            } else {
                if (Character.toLowerCase(a) != Character.toLowerCase(b)) {
                    return false;
                }
                left++;
                right--;
            }
        }
        return true;
    }
}
