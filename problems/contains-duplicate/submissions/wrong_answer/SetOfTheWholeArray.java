import java.util.Arrays;
import java.util.HashSet;

/**
 * Wrong: meant to put the numbers into a set and compare its size with the array's, but
 * Arrays.asList of an int[] is a list with one element, the array itself (a List<int[]>), not a
 * list of its numbers. The set always has one element, so every array of two or more numbers
 * "contains a duplicate".
 *
 * @expected-message expected false, got true
 */
class Solution {
    public boolean containsDuplicate(int[] nums) {
        return new HashSet<>(Arrays.asList(nums)).size() != nums.length;
    }
}
