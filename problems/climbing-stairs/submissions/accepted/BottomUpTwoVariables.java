/**
 * Bottom-up: the last move onto step i is one stair (from step i - 1) or two (from step i - 2), so
 * ways(i) = ways(i - 1) + ways(i - 2), with ways(0) = ways(1) = 1. Only the last two values are
 * needed, so two variables walk up the stairs. O(n) time, O(1) space.
 */
class Solution {
    public int climbStairs(int n) {
        int twoBelow = 1;   // ways(0)
        int oneBelow = 1;   // ways(1)
        for (int i = 2; i <= n; i++) {
            int current = oneBelow + twoBelow;
            twoBelow = oneBelow;
            oneBelow = current;
        }
        return oneBelow;
    }
}
