package dev.practicejudge.profile;

/**
 * The usual complexity classes a profile is fitted against, slowest growing first. Each but the
 * exponential is a fixed shape {@code f}: its fit has only the constant {@code c} of
 * {@code t = c * f(n)} free; the exponential {@code c * b^n} has its base free as well.
 */
public enum GrowthClass {
    CONSTANT("O(1)"),
    LOGARITHMIC("O(log n)"),
    LINEAR("O(n)"),
    LINEARITHMIC("O(n log n)"),
    QUADRATIC("O(n^2)"),
    CUBIC("O(n^3)"),
    EXPONENTIAL("O(b^n)"),
    FACTORIAL("O(n!)");

    private final String label;

    GrowthClass(String label) {
        this.label = label;
    }

    /** How reports name the class: "O(n log n)"; the exponential as "O(b^n)" when its base is not known. */
    public String label() {
        return label;
    }

    /** The label with the exponential's base written in, "O(4.9^n)"; other classes ignore the base. */
    public String label(double base) {
        return this == EXPONENTIAL && Double.isFinite(base) ? "O(" + Growth.oneDecimal(base) + "^n)" : label;
    }

    /** Whether {@code ln f(n)} is known for this class, that is every class but the exponential. */
    boolean fixedShape() {
        return this != EXPONENTIAL;
    }

    /** Faster than any polynomial: the classes whose growth is read per step of n, not per doubling. */
    public boolean superPolynomial() {
        return this == EXPONENTIAL || this == FACTORIAL;
    }

    /**
     * {@code ln f(n)} of a fixed shape, for {@code n >= 1}. The logarithm's own logarithm is taken of
     * {@code ln max(n, 2)}, so that n = 1 (where ln n is 0) still has a finite value.
     */
    double lnShape(long n) {
        double ln = Math.log(n);
        return switch (this) {
            case CONSTANT -> 0;
            case LOGARITHMIC -> Math.log(Math.log(Math.max(n, 2)));
            case LINEAR -> ln;
            case LINEARITHMIC -> ln + Math.log(Math.log(Math.max(n, 2)));
            case QUADRATIC -> 2 * ln;
            case CUBIC -> 3 * ln;
            case FACTORIAL -> lnFactorial(n);
            case EXPONENTIAL -> throw new IllegalStateException("the exponential has no fixed shape");
        };
    }

    /** ln n!: summed exactly while that is cheap, else Stirling's series (its error under 1e-10 there). */
    static double lnFactorial(long n) {
        if (n <= 256) {
            double sum = 0;
            for (int k = 2; k <= n; k++) {
                sum += Math.log(k);
            }
            return sum;
        }
        double x = n;
        return x * Math.log(x) - x + 0.5 * Math.log(2 * Math.PI * x) + 1 / (12 * x) - 1 / (360 * x * x * x);
    }
}
