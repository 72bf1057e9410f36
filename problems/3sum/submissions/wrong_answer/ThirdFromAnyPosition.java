import java.util.*;

/**
 * Wrong: for every pair of positions, looks up the third number in a set of all the array's
 * values. The set does not know positions, so the third number may be one of the pair itself:
 * in [-1,0,1,2,-1,-4], the pair -4 and 2 finds 2 in the set and gives [-4,2,2] from a single 2.
 *
 * @expected-message unexpected (1): [-4,2,2]
 */
class Solution {
    public List<List<Integer>> threeSum(int[] nums) {
        Set<Integer> values = new HashSet<>();
        for (int x : nums) {
            values.add(x);
        }
        Set<List<Integer>> found = new HashSet<>();
        for (int i = 0; i < nums.length; i++) {
            for (int j = i + 1; j < nums.length; j++) {
                int wanted = -nums[i] - nums[j];
                if (values.contains(wanted)) {             // may be nums[i] or nums[j] itself
                    int[] t = {nums[i], nums[j], wanted};
                    Arrays.sort(t);
                    found.add(List.of(t[0], t[1], t[2]));
                }
            }
        }
        return new ArrayList<>(found);
    }
}
