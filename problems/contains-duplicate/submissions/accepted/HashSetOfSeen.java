import java.util.HashSet;
import java.util.Set;

/**
 * Walks the array once with a hash set of the values seen so far; Set.add returns false for a
 * value already in the set, which is the first repeat. O(n) time on average, O(n) space.
 */
class Solution {
    public boolean containsDuplicate(int[] nums) {
        Set<Integer> seen = new HashSet<>();
        for (int x : nums) {
            if (!seen.add(x)) {
                return true;
            }
        }
        return false;
    }
}
