/**
 * Wrong: divides, but knows zeros are special. It multiplies only the non-zero elements and
 * counts the zeros; a zero's answer is the product of the non-zero elements, every other answer
 * is 0 when there is a zero. That is right for one zero, but with two zeros every product keeps
 * a zero, and this still gives each zero the product of the others.
 *
 * @expected-message expected 0 at [0], got 1
 */
class Solution {
    public int[] productExceptSelf(int[] nums) {
        int nonZeroProduct = 1;
        int zeros = 0;
        for (int x : nums) {
            if (x == 0) {
                zeros++;
            } else {
                nonZeroProduct *= x;
            }
        }
        int[] answer = new int[nums.length];
        for (int i = 0; i < nums.length; i++) {
            if (nums[i] == 0) {
                answer[i] = nonZeroProduct;       // wrong when another zero is left in
            } else {
                answer[i] = zeros > 0 ? 0 : nonZeroProduct / nums[i];
            }
        }
        return answer;
    }
}
