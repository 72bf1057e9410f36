/**
 * The proof of this package's expected outputs (validate runs it on every test): it compares
 * target with every element, and counts the matches, so it needs neither the order of the array
 * nor the promise that values are different (it throws if target matched twice). It checks the
 * statement's promises too: 1..5000 values in -10^4..10^4, all different, target in -10^4..10^4,
 * and nums an increasing array cut once at most: going round it (from the last element back to the
 * first included), it decreases exactly once, or never when it has one element.
 */
class Solution {
    public int search(int[] nums, int target) {
        int n = nums.length;
        require(n >= 1 && n <= 5000, "nums has " + n + " elements, outside 1..5000");
        require(target >= -10000 && target <= 10000, "target = " + target + " is outside -10^4..10^4");
        for (int value : nums) {
            require(value >= -10000 && value <= 10000, "nums holds " + value + ", outside -10^4..10^4");
        }
        int drops = 0;
        for (int i = 0; i < n; i++) {
            int next = nums[(i + 1) % n];
            require(nums[i] != next || n == 1, "nums holds " + next + " twice in a row");
            if (nums[i] > next) {
                drops++;
            }
        }
        require(n == 1 || drops == 1, "nums decreases " + drops + " times going round it: not a rotated increasing array");
        int found = -1;
        for (int i = 0; i < n; i++) {
            if (nums[i] == target) {
                require(found == -1, "target is at two indices, " + found + " and " + i);
                found = i;
            }
        }
        return found;
    }

    private static void require(boolean holds, String what) {
        if (!holds) {
            throw new IllegalArgumentException(what + " (the statement's promise)");
        }
    }
}
