import java.util.Arrays;

/**
 * Wrong: sorts the numbers as Integer objects and compares neighbours with ==, which compares
 * references, not values. Java caches the Integer objects of -128..127 only, so equal small
 * numbers happen to compare equal, and equal numbers such as 1000 do not.
 *
 * @expected-message expected true, got false
 */
class Solution {
    public boolean containsDuplicate(int[] nums) {
        Integer[] boxed = Arrays.stream(nums).boxed().toArray(Integer[]::new);
        Arrays.sort(boxed);
        for (int i = 1; i < boxed.length; i++) {
            if (boxed[i] == boxed[i - 1]) {   // references; should be boxed[i].equals(boxed[i - 1])
                return true;
            }
        }
        return false;
    }
}
