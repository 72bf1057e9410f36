import java.util.*;

/**
 * Iterative doubling: start from the list holding only the empty subset; for each number, every
 * subset found so far gets a copy with the number appended. After all n numbers the list holds
 * 2^n subsets.
 */
class Solution {
    public List<List<Integer>> subsets(int[] nums) {
        List<List<Integer>> result = new ArrayList<>();
        result.add(new ArrayList<>());
        for (int num : nums) {
            int size = result.size();
            for (int i = 0; i < size; i++) {
                List<Integer> extended = new ArrayList<>(result.get(i));
                extended.add(num);
                result.add(extended);
            }
        }
        return result;
    }
}
