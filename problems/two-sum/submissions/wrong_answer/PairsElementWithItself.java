import java.util.HashMap;
import java.util.Map;

/**
 * Wrong: stores every value's index first, then looks up target - nums[i] for each i, without
 * checking that the index found is not i itself. A number that is exactly half the target pairs
 * with itself: on [3,2,4] with target 6 it returns [0,0], one element used twice.
 *
 * @expected-message expected 2 elements in any order, got 2: 2 missing, 2 unexpected (positions in your list, counted from 1) missing (2): 1 2 unexpected (2): 0 twice: at 1 and 2
 */
class Solution {
    public int[] twoSum(int[] nums, int target) {
        Map<Integer, Integer> index = new HashMap<>();
        for (int i = 0; i < nums.length; i++) {
            index.put(nums[i], i);
        }
        for (int i = 0; i < nums.length; i++) {
            Integer j = index.get(target - nums[i]);
            if (j != null) {               // missing: && j != i
                return new int[] {i, j};
            }
        }
        return new int[0];
    }
}
