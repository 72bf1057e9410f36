/**
 * Wrong: the base cases are right (1 way for one stair, 2 for two), but the loop runs while
 * i < n instead of i <= n, so it never computes the top step: for n >= 3 it returns the count for
 * n - 1 stairs. The examples pass only for n = 2; n = 3 gives 2 instead of 3.
 *
 * @expected-message expected 3, got 2
 */
class Solution {
    public int climbStairs(int n) {
        if (n <= 2) {
            return n;
        }
        int twoBelow = 1;
        int oneBelow = 2;
        for (int i = 3; i < n; i++) {
            int current = oneBelow + twoBelow;
            twoBelow = oneBelow;
            oneBelow = current;
        }
        return oneBelow;
    }
}
