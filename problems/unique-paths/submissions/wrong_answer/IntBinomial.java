/**
 * Wrong: the binomial coefficient C(m + n - 2, m - 1), built as count * (n - 1 + i) / i for
 * i = 1..m - 1, in int. The division is exact, but the product before it is up to about
 * m + n times the count, and it can overflow when the answer does not: for an 8 x 69 grid the
 * last step multiplies 185,250,786 by 75, which is 13,893,808,950 and wraps round in an int.
 *
 * @expected-message expected 1984829850, got 144129580
 */
class Solution {
    public int uniquePaths(int m, int n) {
        int count = 1;
        for (int i = 1; i < m; i++) {
            count = count * (n - 1 + i) / i;   // count * (n - 1 + i) overflows an int
        }
        return count;
    }
}
