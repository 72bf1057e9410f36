/**
 * Fails at run time: multiplies everything once and divides the total by each element. That is
 * the division the statement forbids, and it is also wrong: on an array with a zero the loop
 * divides by that zero, and integer division by zero throws an ArithmeticException.
 *
 * @expected-message java.lang.ArithmeticException: / by zero
 */
class Solution {
    public int[] productExceptSelf(int[] nums) {
        int total = 1;
        for (int x : nums) {
            total *= x;
        }
        int[] answer = new int[nums.length];
        for (int i = 0; i < nums.length; i++) {
            answer[i] = total / nums[i];   // nums[i] may be 0
        }
        return answer;
    }
}
