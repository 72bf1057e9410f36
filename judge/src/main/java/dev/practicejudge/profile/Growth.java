package dev.practicejudge.profile;

import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.OptionalDouble;

/**
 * How one solution's time grows with the input's size, as {@link GrowthFit} read it from the
 * measurements: the growth factors at the top of the ladder, the complexity class that fits (or
 * none, with the classes that fit alike and why no one of them was named), and the curve a
 * projection to a larger size follows.
 *
 * @param perStep how many times longer one step of size takes ({@code exp} of the slope of ln time
 *     against size over the largest usable sizes): meaningful for ladders of consecutive integers,
 *     "x4.6 per n"; empty with fewer than two usable sizes
 * @param perDoubling how many times longer it takes when the size doubles ({@code 2^k}, k the slope
 *     of ln time against ln size over the same sizes), "x4.1 when n doubles"; empty likewise
 * @param growthClass the class that fits, or null when the fit is inconclusive
 * @param alike the classes that fit alike: the named class alone when there is one; empty when too
 *     few sizes could be used to compare classes at all
 * @param base the exponential's fitted base {@code b} when {@link GrowthClass#EXPONENTIAL} is among
 *     {@code alike}, else empty
 * @param reason in words, why the class was named or why none was ("too few sizes", "too fast to
 *     tell apart at these sizes", "O(n) and O(n log n) fit alike")
 * @param consecutive whether the sizes measured are consecutive integers (N-Queens' n = 4..13), so
 *     that a step of size is a step of the ladder
 * @param projection the curve {@link #projectMs} follows, or null when there is none
 */
public record Growth(OptionalDouble perStep, OptionalDouble perDoubling, GrowthClass growthClass, List<GrowthClass> alike,
        OptionalDouble base, String reason, boolean consecutive, Curve projection) {

    public Growth {
        Objects.requireNonNull(perStep, "perStep");
        Objects.requireNonNull(perDoubling, "perDoubling");
        alike = List.copyOf(alike);
        Objects.requireNonNull(base, "base");
        Objects.requireNonNull(reason, "reason");
        if (growthClass != null && !alike.equals(List.of(growthClass))) {
            throw new IllegalArgumentException("a named class fits alone, not alike with " + alike);
        }
    }

    /** Whether no class was named. */
    public boolean inconclusive() {
        return growthClass == null;
    }

    /** The named class as text, "O(n^2)" or "O(4.9^n)", or null when inconclusive. */
    public String fitted() {
        return growthClass == null ? null : label(growthClass);
    }

    /** The classes that fit alike, as text, slowest growing first. */
    public List<String> candidates() {
        return alike.stream().map(this::label).toList();
    }

    private String label(GrowthClass c) {
        return c.label(base.orElse(Double.NaN));
    }

    /**
     * Whether the growth reads best per step of size ("x4.6 per n") rather than per doubling: when
     * the class is exponential or factorial, or might be, or the sizes are consecutive integers.
     */
    public boolean readsPerStep() {
        return perStep.isPresent() && (consecutive || alike.stream().anyMatch(GrowthClass::superPolynomial));
    }

    /**
     * The time the fitted curve gives for {@code size}, in milliseconds: an extrapolation, as good
     * as the assumption that the growth goes on as it was measured. Empty when there is no curve or
     * the figure overflows a double.
     */
    public OptionalDouble projectMs(long size) {
        if (projection == null || size < 1) {
            return OptionalDouble.empty();
        }
        double ms = Math.exp(projection.lnMs(size));
        return Double.isFinite(ms) ? OptionalDouble.of(ms) : OptionalDouble.empty();
    }

    /** A curve through the measurements in log space, what a projection follows. */
    public sealed interface Curve {

        /** ln of the time in milliseconds at {@code size}. */
        double lnMs(long size);

        /** What the curve is, for a report's reader: "the O(n^2) fit", "the per-step line". */
        String basis();
    }

    /** {@code ln t = lnC + ln f(n)}: a fixed-shape class with its fitted constant. */
    public record ShapeCurve(GrowthClass shape, double lnC) implements Curve {

        public ShapeCurve {
            if (!shape.fixedShape()) {
                throw new IllegalArgumentException(shape + " has no fixed shape");
            }
        }

        @Override
        public double lnMs(long size) {
            return lnC + shape.lnShape(size);
        }

        @Override
        public String basis() {
            return "the " + shape.label() + " fit";
        }
    }

    /**
     * A least-squares line of ln time against size ({@code perStep}: an exponential through the
     * points) or against ln size ({@code !perStep}: a power law), over the largest usable sizes.
     */
    public record LineCurve(boolean perStep, double intercept, double slope) implements Curve {

        @Override
        public double lnMs(long size) {
            return intercept + slope * (perStep ? size : Math.log(size));
        }

        @Override
        public String basis() {
            return perStep ? "the per-step line" : "the doubling line";
        }
    }

    /** "4.6": one decimal, whatever the locale. */
    static String oneDecimal(double value) {
        return String.format(Locale.ROOT, "%.1f", value);
    }
}
