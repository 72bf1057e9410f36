import java.util.*;

/**
 * Too slow: tries every triple of positions i < j < k and keeps the ones summing to 0 in a set of
 * sorted triplets. Right, but O(n^3): at n = 3000 that is 4.5 x 10^9 triples, many seconds.
 */
class Solution {
    public List<List<Integer>> threeSum(int[] nums) {
        Set<List<Integer>> found = new HashSet<>();
        int n = nums.length;
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                for (int k = j + 1; k < n; k++) {
                    if (nums[i] + nums[j] + nums[k] == 0) {
                        int[] t = {nums[i], nums[j], nums[k]};
                        Arrays.sort(t);
                        found.add(List.of(t[0], t[1], t[2]));
                    }
                }
            }
        }
        return new ArrayList<>(found);
    }
}
