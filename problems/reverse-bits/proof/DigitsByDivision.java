/**
 * The proof of this package's expected outputs (validate runs it on every test), with no bit
 * operators at all: it writes n's 32 binary digits by dividing by 2 in long arithmetic (lowest
 * digit first), then reads those digits back in the other order, multiplying by 2 (Horner), and
 * checks that the value fits in an int. It throws when n breaks the statement's constraints
 * (0 <= n <= 2^31 - 2, n even).
 */
class Solution {
    public int reverseBits(int n) {
        if (n < 0 || n > 2147483646) {
            throw new IllegalArgumentException("n = " + n + " is outside 0..2^31 - 2 (the statement's constraints)");
        }
        if (n % 2 != 0) {
            throw new IllegalArgumentException("n = " + n + " is odd, but the statement promises an even n");
        }
        int[] digits = new int[32]; // digits[i] is the digit of 2^i
        long rest = n;
        for (int i = 0; i < 32; i++) {
            digits[i] = (int) (rest % 2);
            rest /= 2;
        }
        if (rest != 0) {
            throw new IllegalStateException("n = " + n + " has more than 32 binary digits");
        }
        // Reversed, digits[0] is the highest digit of the answer and digits[31] the lowest.
        long value = 0;
        for (int i = 0; i < 32; i++) {
            value = value * 2 + digits[i];
        }
        return Math.toIntExact(value); // below 2^31, since digits[0] is 0 for an even n
    }
}
