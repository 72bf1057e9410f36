/**
 * Wrong: adds one instead of doubling.
 *
 * @expected-message expected "42", got "22"
 */
class Solution {
    public int doubleIt(int n) {
        return n + 1;
    }
}
