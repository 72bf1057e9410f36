/**
 * Wrong: walks the binary digits from the lowest up, but counts a digit when it is 0 instead of
 * when it is 1 (the test is (n & 1) == 0). It returns the number of 0 digits below the highest 1:
 * for 11 = 1011, one instead of three.
 *
 * @expected-message expected 3, got 1
 */
class Solution {
    public int hammingWeight(int n) {
        int count = 0;
        while (n != 0) {
            if ((n & 1) == 0) {   // should be == 1 (or != 0)
                count++;
            }
            n >>>= 1;
        }
        return count;
    }
}
