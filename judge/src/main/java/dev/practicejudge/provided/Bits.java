package dev.practicejudge.provided;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** What the two forms of 32 bits share: the digits, a difference bit by bit, smaller patterns. */
final class Bits {
    static final int COUNT = 32;

    private Bits() {
    }

    /** The 32 binary digits of {@code bits}, most significant first. */
    static String digits(int bits) {
        String binary = Integer.toBinaryString(bits);
        return "0".repeat(COUNT - binary.length()) + binary;
    }

    /** Which bits differ, then both patterns one above the other, the differing digits marked. */
    static String difference(int expected, int actual, String expectedValue, String actualValue) {
        String e = digits(expected);
        String a = digits(actual);
        List<Integer> differing = new ArrayList<>();
        StringBuilder marks = new StringBuilder();
        for (int i = 0; i < COUNT; i++) {
            boolean same = e.charAt(i) == a.charAt(i);
            marks.append(same ? ' ' : '^');
            if (!same) {
                differing.add(COUNT - 1 - i);
            }
        }
        List<String> named = new ArrayList<>();
        for (int i = 0; i < Math.min(differing.size(), 8); i++) {
            named.add(String.valueOf(differing.get(i)));
        }
        return (differing.size() == 1 ? "bit " + differing.get(0) + " differs"
                : differing.size() + " bits differ, bits " + String.join(", ", named)
                + (differing.size() > 8 ? ", ..." : ""))
                + " (bits counted from 0 at the right)\n"
                + "expected  " + e + "  (= " + expectedValue + ")\n"
                + "got       " + a + "  (= " + actualValue + ")\n"
                + "          " + marks.toString().stripTrailing();
    }

    /** Smaller bit patterns: none, one bit, then each set bit cleared from the highest down, then halved. */
    static List<Integer> smaller(int bits) {
        Set<Integer> candidates = new LinkedHashSet<>();
        candidates.add(0);
        candidates.add(Integer.lowestOneBit(bits));
        candidates.add(Integer.highestOneBit(bits));
        for (int bit = COUNT - 1; bit >= 0; bit--) {
            if ((bits & (1 << bit)) != 0) {
                candidates.add(bits & ~(1 << bit));
            }
        }
        candidates.add(bits >>> 1);
        candidates.remove(bits);
        return List.copyOf(candidates);
    }
}
