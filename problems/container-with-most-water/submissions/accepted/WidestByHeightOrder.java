import java.util.*;

/**
 * Takes the lines from the tallest down. When line i is taken, every line taken before it is at
 * least as tall, so the water between i and any of them rises to height[i]; the widest such pair
 * uses the leftmost or the rightmost of them, and those two indices are all that must be kept.
 * The best pair is found when its lower line is taken. O(n log n) time for the sort, O(n) space.
 */
class Solution {
    public int maxArea(int[] height) {
        int n = height.length;
        Integer[] order = new Integer[n];
        for (int i = 0; i < n; i++) {
            order[i] = i;
        }
        Arrays.sort(order, (a, b) -> Integer.compare(height[b], height[a]));
        int leftmost = order[0];
        int rightmost = order[0];
        int best = 0;
        for (int k = 1; k < n; k++) {
            int i = order[k];
            int width = Math.max(i - leftmost, rightmost - i);
            best = Math.max(best, width * height[i]);
            leftmost = Math.min(leftmost, i);
            rightmost = Math.max(rightmost, i);
        }
        return best;
    }
}
