/**
 * Wrong: compares each number with the next one only, as if equal numbers were always next to
 * each other. They are after sorting; in the array as given, the two 1s of [1,2,3,1] are not.
 *
 * @expected-message expected true, got false
 */
class Solution {
    public boolean containsDuplicate(int[] nums) {
        for (int i = 1; i < nums.length; i++) {
            if (nums[i] == nums[i - 1]) {
                return true;
            }
        }
        return false;
    }
}
