import java.util.Arrays;

/**
 * Sorts a copy, so equal values end up next to each other, then compares each element with the
 * one after it. O(n log n) time, O(n) space for the copy (sorting nums itself would save it, but
 * changes the caller's array).
 */
class Solution {
    public boolean containsDuplicate(int[] nums) {
        int[] sorted = nums.clone();
        Arrays.sort(sorted);
        for (int i = 1; i < sorted.length; i++) {
            if (sorted[i] == sorted[i - 1]) {
                return true;
            }
        }
        return false;
    }
}
