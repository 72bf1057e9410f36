/**
 * The proof of this package's expected outputs (validate runs it on every test): it tries every
 * pair i < j, counts the pairs that add up to the target (in long), and throws unless there is
 * exactly one, as the statement promises; no hashing and no sorting, unlike the accepted
 * submissions. It also checks the input against the statement's constraints.
 */
class Solution {
    public int[] twoSum(int[] nums, int target) {
        require(nums.length >= 2 && nums.length <= 10_000, "nums.length = " + nums.length + " is outside 2..10^4");
        require(Math.abs((long) target) <= 1_000_000_000L, "target = " + target + " is outside -10^9..10^9");
        for (int x : nums) {
            require(Math.abs((long) x) <= 1_000_000_000L, "nums holds " + x + ", outside -10^9..10^9");
        }
        int[] answer = null;
        int pairs = 0;
        for (int i = 0; i < nums.length; i++) {
            for (int j = i + 1; j < nums.length; j++) {
                if ((long) nums[i] + nums[j] == target) {
                    pairs++;
                    answer = new int[] {i, j};
                }
            }
        }
        require(pairs == 1, pairs + " pairs add up to " + target + ", but the statement promises exactly one answer");
        return answer;
    }

    private static void require(boolean holds, String what) {
        if (!holds) {
            throw new IllegalArgumentException(what + " (the statement's constraints)");
        }
    }
}
