/**
 * Never ends for n >= 2^30: doubles a mask while mask <= n, so as to stop after the highest bit.
 * From 2^30 the next doubling overflows to -2^31, which is <= n, and the one after that to 0,
 * which is <= n forever. Below 2^30 it is right; LeetCode's third example, 2147483645, spins.
 *
 * @expected-message used more than its limit of 1000 ms of CPU time
 */
class Solution {
    public int hammingWeight(int n) {
        int count = 0;
        for (int mask = 1; mask <= n; mask <<= 1) {   // mask overflows: 2^30, -2^31, 0, 0, ...
            if ((n & mask) != 0) {
                count++;
            }
        }
        return count;
    }
}
