package dev.practicejudge.stress;

import java.util.Random;

/**
 * Which size and which random numbers each case of a stress run gets. Small sizes come first, a
 * few cases each (1, 1, 2, 2, 3, ...), because a small counterexample is found sooner and shrinks
 * faster; once the largest size is reached, each case draws its size anew, so small shapes keep
 * being tried. Case k depends only on the seed and k, so {@code --seed} reproduces a run exactly.
 */
final class Schedule {

    /** Cases per size while the sizes ramp up. */
    static final int CASES_PER_SIZE = 2;

    private Schedule() {
    }

    /** The random numbers of case {@code index}: a generator fed from them makes the same input every time. */
    static Random random(long seed, int index) {
        return new Random(mix(seed + 0x9E3779B97F4A7C15L * (index + 1L)));
    }

    /** The size of case {@code index}, at most {@code largest}. */
    static int size(int index, int largest, Random random) {
        long ramp = (long) largest * CASES_PER_SIZE;
        if (index < ramp) {
            return 1 + index / CASES_PER_SIZE;
        }
        return 1 + random.nextInt(largest);
    }

    /** SplitMix64's finaliser: neighbouring seeds and indexes give unrelated streams. */
    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
