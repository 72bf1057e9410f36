import java.util.HashMap;
import java.util.Map;

/**
 * Fails at run time: reads the complement's index into an int before asking whether the map has
 * it. Map.get returns null for a missing key, and unboxing null into an int throws a
 * NullPointerException on the very first number, whose complement has not been seen yet.
 *
 * @expected-message java.lang.NullPointerException: Cannot invoke "java.lang.Integer.intValue()" because the return value of "java.util.Map.get(Object)" is null
 */
class Solution {
    public int[] twoSum(int[] nums, int target) {
        Map<Integer, Integer> seen = new HashMap<>();
        for (int i = 0; i < nums.length; i++) {
            int j = seen.get(target - nums[i]);   // null when target - nums[i] was not seen
            if (seen.containsKey(target - nums[i])) {
                return new int[] {j, i};
            }
            seen.put(nums[i], i);
        }
        return new int[0];
    }
}
