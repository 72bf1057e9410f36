/**
 * The proof of this package's expected outputs (validate runs it on every test). It undoes the
 * rotation by trying every one: for each k from 1 to n it rotates the array back k times into a
 * fresh array, and keeps the k for which the result is strictly increasing; the minimum is then
 * that array's first element. It shares no comparison trick with the accepted submissions, and it
 * checks the statement's promises on the way: 1..5000 elements in -5000..5000, and exactly one
 * k in 1..n that makes the array sorted (for n = 1 every k does, which is fine).
 */
class Solution {
    public int findMin(int[] nums) {
        int n = nums.length;
        require(n >= 1 && n <= 5000, "nums has " + n + " elements, outside 1..5000");
        for (int value : nums) {
            require(value >= -5000 && value <= 5000, "nums holds " + value + ", outside -5000..5000");
        }
        Integer answer = null;
        int sortedRotations = 0;
        for (int k = 1; k <= n; k++) {
            int[] original = new int[n];
            for (int i = 0; i < n; i++) {
                original[i] = nums[(i + k) % n];   // undo k rotations to the right
            }
            boolean increasing = true;
            for (int i = 1; i < n; i++) {
                if (original[i - 1] >= original[i]) {
                    increasing = false;
                    break;
                }
            }
            if (increasing) {
                sortedRotations++;
                answer = original[0];
            }
        }
        require(answer != null, "no rotation of nums is strictly increasing: not a rotated sorted array of distinct values");
        require(n == 1 || sortedRotations == 1, "more than one rotation of nums is sorted");
        return answer;
    }

    private static void require(boolean holds, String what) {
        if (!holds) {
            throw new IllegalArgumentException(what + " (the statement's promise)");
        }
    }
}
