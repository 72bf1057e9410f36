import java.util.ArrayDeque;

/**
 * The proof of this package's expected outputs (validate runs it on every test): a breadth-first
 * search of the graph whose edges are the allowed jumps, from index 0, each index entered once; the
 * answer is whether it enters the last index. No running maximum, no goal: the accepted
 * submissions use those. It also checks the input against the statement's constraints.
 */
class Solution {
    public boolean canJump(int[] nums) {
        int n = nums.length;
        require(n >= 1 && n <= 10_000, "nums.length = " + n + " is outside 1..10^4");
        for (int x : nums) {
            require(x >= 0 && x <= 100_000, "nums holds " + x + ", outside 0..10^5");
        }
        boolean[] seen = new boolean[n];
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        queue.add(0);
        seen[0] = true;
        while (!queue.isEmpty()) {
            int i = queue.poll();
            if (i == n - 1) {
                return true;
            }
            for (int step = 1; step <= nums[i] && i + step < n; step++) {
                if (!seen[i + step]) {
                    seen[i + step] = true;
                    queue.add(i + step);
                }
            }
        }
        return false;
    }

    private static void require(boolean holds, String what) {
        if (!holds) {
            throw new IllegalArgumentException(what + " (the statement's constraints)");
        }
    }
}
