/**
 * Wrong: adds the carries in only once, (a ^ b) ^ ((a & b) << 1). That is right when adding the
 * carries makes no new carry (both examples), but 1 + 3 = 01 + 11 carries twice: the first round
 * gives 10 ^ 10 = 0, and the new carry into the third place is lost. The carry step must repeat
 * until no carry is left.
 *
 * @expected-message expected 4, got 0
 */
class Solution {
    public int getSum(int a, int b) {
        return (a ^ b) ^ ((a & b) << 1);   // should loop while the carry is not 0
    }
}
