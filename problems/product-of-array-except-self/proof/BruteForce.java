/**
 * The proof of this package's expected outputs (validate runs it on every test). Up to 5000
 * elements it multiplies, for each place, every other element from scratch (O(n^2), the
 * definition itself); beyond that it counts the zeros and divides the product of the non-zero
 * elements (O(n)), an algorithm the accepted submissions do not use. Products are kept in long
 * and saturated, so an overflow is seen rather than wrapped. It also checks the input against the
 * statement's constraints and promises: the length, the value range, and that every prefix and
 * suffix product, and every answer, fits in an int.
 */
class Solution {
    private static final long CAP = 1L << 40;   // any magnitude above this is "too big for int"

    public int[] productExceptSelf(int[] nums) {
        int n = nums.length;
        require(n >= 2 && n <= 100_000, "nums.length = " + n + " is outside 2..100000");
        for (int x : nums) {
            require(x >= -30 && x <= 30, "nums holds " + x + ", outside -30..30");
        }
        long prefix = 1;
        long suffix = 1;
        for (int k = 0; k < n; k++) {
            prefix = times(prefix, nums[k]);
            suffix = times(suffix, nums[n - 1 - k]);
            require(fitsInt(prefix), "the product of the first " + (k + 1) + " elements does not fit in an int");
            require(fitsInt(suffix), "the product of the last " + (k + 1) + " elements does not fit in an int");
        }
        long[] answer = n <= 5000 ? byDefinition(nums) : byDivision(nums);
        int[] result = new int[n];
        for (int i = 0; i < n; i++) {
            require(fitsInt(answer[i]), "the answer at index " + i + " does not fit in an int");
            result[i] = (int) answer[i];
        }
        return result;
    }

    private static long[] byDefinition(int[] nums) {
        long[] answer = new long[nums.length];
        for (int i = 0; i < nums.length; i++) {
            long product = 1;
            for (int j = 0; j < nums.length; j++) {
                if (j != i) {
                    product = times(product, nums[j]);
                }
            }
            answer[i] = product;
        }
        return answer;
    }

    private static long[] byDivision(int[] nums) {
        int zeros = 0;
        long nonZero = 1;
        for (int x : nums) {
            if (x == 0) {
                zeros++;
            } else {
                nonZero = times(nonZero, x);
            }
        }
        require(Math.abs(nonZero) < CAP, "the product of the non-zero elements is too large to divide exactly here");
        long[] answer = new long[nums.length];
        for (int i = 0; i < nums.length; i++) {
            if (zeros >= 2) {
                answer[i] = 0;
            } else if (zeros == 1) {
                answer[i] = nums[i] == 0 ? nonZero : 0;
            } else {
                answer[i] = nonZero / nums[i];
            }
        }
        return answer;
    }

    /** a * b, held at +-CAP once its magnitude passes CAP (it can only grow or become 0). */
    private static long times(long a, int b) {
        long product = a * b;
        if (product > CAP) {
            return CAP;
        }
        if (product < -CAP) {
            return -CAP;
        }
        return product;
    }

    private static boolean fitsInt(long value) {
        return value >= Integer.MIN_VALUE && value <= Integer.MAX_VALUE;
    }

    private static void require(boolean holds, String what) {
        if (!holds) {
            throw new IllegalArgumentException(what + " (the statement's constraints)");
        }
    }
}
