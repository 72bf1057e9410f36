import java.util.HashMap;
import java.util.Map;

/**
 * One pass with a hash map from value to index: before storing nums[i], look up target - nums[i]
 * among the values seen so far. The pair is found when its second element is reached, and an
 * element is never paired with itself, since it is stored only after its own lookup.
 * O(n) time, O(n) space.
 */
class Solution {
    public int[] twoSum(int[] nums, int target) {
        Map<Integer, Integer> seen = new HashMap<>();
        for (int i = 0; i < nums.length; i++) {
            Integer j = seen.get(target - nums[i]);
            if (j != null) {
                return new int[] {j, i};
            }
            seen.put(nums[i], i);
        }
        throw new IllegalArgumentException("no two numbers add up to " + target);
    }
}
