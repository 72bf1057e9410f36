/**
 * Kernighan's way: n & (n - 1) is n with its lowest 1 bit cleared, so the number of steps until n
 * is 0 is the number of 1 bits. Time O(number of 1 bits), at most 31 steps for a positive int (32
 * for any pattern: it works unchanged for LeetCode's older, unsigned statement); space O(1).
 */
class Solution {
    public int hammingWeight(int n) {
        int count = 0;
        while (n != 0) {
            n &= n - 1;   // clears the lowest 1 bit
            count++;
        }
        return count;
    }
}
