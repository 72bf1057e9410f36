/**
 * Wrong: recognises the Fibonacci numbers but starts them one place off. With F(1) = F(2) = 1 and
 * returning F(n), the climbs of n stairs are counted as those of n - 1: the number of ways is
 * F(n + 1), not F(n). Two stairs can be climbed in two ways, not one.
 *
 * @expected-message expected 2, got 1
 */
class Solution {
    public int climbStairs(int n) {
        int previous = 0;   // F(0)
        int current = 1;    // F(1)
        for (int i = 2; i <= n; i++) {
            int next = previous + current;
            previous = current;
            current = next;
        }
        return current;
    }
}
