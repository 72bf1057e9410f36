/**
 * Correct but too slow: backtracking, longest jump first: from index i, try every jump length
 * from nums[i] down to 1, and succeed as soon as one leads to the last index. It never remembers
 * an index it has already found hopeless, so when the end cannot be reached it walks every path
 * there is: on 10^4 threes before a 0 that nothing crosses, more than 2^8000 of them.
 */
class Solution {
    public boolean canJump(int[] nums) {
        return from(nums, 0);
    }

    private boolean from(int[] nums, int i) {
        if (i >= nums.length - 1) {
            return true;
        }
        for (int step = nums[i]; step >= 1; step--) {
            if (from(nums, i + step)) {
                return true;
            }
        }
        return false;
    }
}
