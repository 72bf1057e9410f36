package dev.practicejudge.profile;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.OptionalDouble;
import java.util.Set;

/**
 * Reads how a solution's time grows from its measurements: the growth factors at the top of the
 * ladder and the complexity class that fits, or an honest "inconclusive" when the data cannot tell
 * the classes apart. Pure arithmetic on each size's median CPU time; no process is run.
 *
 * <p>The class is chosen by least squares in log space. For each fixed shape f, {@code ln t = ln c
 * + ln f(n)} has only {@code c} free; the exponential {@code ln t = ln c + n ln b} has {@code b} free
 * too. Each candidate's residual is compared as a variance per degree of freedom (the residual sum
 * of squares over points minus free parameters), which is what charges the exponential for its
 * second parameter. A class is named only when it alone fits: every other candidate clearly worse
 * ({@link #ALIKE_RATIO}, {@link #ALIKE_MARGIN}), the same with any one size left out, and the fit
 * itself close ({@link #LOOSE_FIT}).
 */
public final class GrowthFit {

    /**
     * Sizes whose median is under this take no part. Below about 50 microseconds what is measured
     * is mostly not the solution's growth: the CPU clock's reading and the reflective call cost a
     * microsecond or two, a cold branch or a cache miss as much again, and timer granularity on
     * some systems is tens of microseconds, so a 10x growth can show as 2x.
     */
    static final double FLOOR_MS = 0.05;
    /** A line through two points fits anything; three is the least that can contradict a class. */
    static final int MIN_SIZES = 3;
    /**
     * With every usable time under this and the sizes within {@link #NARROW_RANGE} of each other,
     * the differences between sizes are of the order of the noise: no class is named.
     */
    static final double TOO_FAST_MS = 2.0;
    static final double NARROW_RANGE = 4.0;
    /**
     * The growth factors use the largest usable sizes only: the small ones still carry call
     * overhead, and a growth that is still rising (N-Queens' pruned search, x4 per n at n = 8, x6 at
     * 13) is best described, and projected, by where it has got to. Three, not four: on real
     * timings the fourth size from the top was now and then measured before the JIT had compiled
     * the code (a permutation search's n = 7 at 0.88 ms beside 1.8 ms for n = 8), which pulled the
     * line under a pruned search's in 1 of 60 profiles; the largest sizes run longest and are the
     * best warmed.
     */
    static final int GROWTH_POINTS = 3;
    /**
     * The class fit uses the largest usable sizes within this factor of the largest one, but at
     * least {@link #CLASS_POINTS} of them: more than the growth factors, because telling n from
     * n log n or n^2 from n^3 needs a wide range of sizes, but not the whole of a long ladder, whose
     * smallest rungs are the most distorted by overhead and by inputs that fit in the fastest
     * caches (a hash map's cost per element grows several times once it outgrows them, which over
     * a wide enough range reads as n log n). On a doubling ladder that is the top 8 rungs.
     */
    static final double CLASS_RANGE = 128;
    static final int CLASS_POINTS = 8;
    /**
     * A candidate fits alike when its residual variance is within this factor of the best one's
     * (about 1.4x on the typical deviation): with five or eight sizes, noise alone makes one of two
     * shapes that both describe the times fit that much better than the other often enough.
     */
    static final double ALIKE_RATIO = 2.0;
    /**
     * ... or when its typical deviation (root mean square residual, in ln units) is within this of
     * the best one's: 0.15 is about 16%. When the best fit is close (low noise), a ratio alone would
     * separate classes on differences no real timing can vouch for: caches and the JIT shift the
     * cost per element by tens of percent across a ladder, and n log n is n with a cost per element
     * that grows 1.5x over the 128x of sizes fitted. With 0.12, synthetic linear times whose cost
     * per element drifted 1.6x came out O(n log n) in 2% of seeds; with 0.15, in none.
     */
    static final double ALIKE_MARGIN = 0.15;
    /**
     * Even a class that fits alone is not named when its typical deviation exceeds this (about
     * 35%): the times then follow none of the usual classes (a jump between sizes, a class between
     * two of them such as n^1.5).
     */
    static final double LOOSE_FIT = 0.3;
    /**
     * The exponential takes part only with a fitted base of at least this. A base near 1 is a
     * polynomial, or a constant, in disguise (n^3 grows x1.3 per n around n = 10), and no practice
     * algorithm is exponential with a smaller base than this (naive Fibonacci's is 1.618).
     */
    static final double MIN_BASE = 1.5;
    /** How much slower than a larger size a size may be before it is left out ({@link #slowerThanLarger}). */
    static final double SLOWER_THAN_LARGER = 1.3;

    private GrowthFit() {
    }

    /**
     * A size is left out when it took clearly longer than a larger one ({@link #SLOWER_THAN_LARGER}
     * times the fastest of the larger sizes): no work grows by shrinking, so such a time measured
     * something else, most often code the JIT had not compiled yet (a brute force's n = 5 measured
     * at 0.55 ms beside 0.34 ms for n = 6), which would pull the growth at the top of the ladder.
     */
    private static List<Measurement> slowerThanLarger(List<Measurement> ascending) {
        List<Measurement> kept = new ArrayList<>();
        double fastestLarger = Double.MAX_VALUE;
        for (int i = ascending.size() - 1; i >= 0; i--) {
            Measurement m = ascending.get(i);
            if (m.medianCpuMs() <= SLOWER_THAN_LARGER * fastestLarger) {
                kept.add(0, m);
            }
            fastestLarger = Math.min(fastestLarger, m.medianCpuMs());
        }
        return kept;
    }

    /** Fits the measurements of one solution, in any order of size. */
    public static Growth fit(List<Measurement> points) {
        List<Measurement> sorted = points.stream().sorted(Comparator.comparingLong(Measurement::size)).toList();
        boolean consecutive = sorted.size() >= 2;
        for (int i = 1; i < sorted.size(); i++) {
            consecutive &= sorted.get(i).size() == sorted.get(i - 1).size() + 1;
        }
        // Slower than a larger size is judged against every size measured, fast ones included: a
        // brute force's n = 4 at 0.10 ms (not compiled yet) beside 0.02 ms for n = 5 is no growth.
        List<Measurement> usable = slowerThanLarger(sorted).stream()
                .filter(m -> m.size() >= 1 && m.medianCpuMs() >= FLOOR_MS).toList();

        OptionalDouble perStep = OptionalDouble.empty();
        OptionalDouble perDoubling = OptionalDouble.empty();
        Line stepLine = null;
        Line doublingLine = null;
        if (usable.size() >= 2) {
            List<Measurement> top = usable.subList(Math.max(0, usable.size() - GROWTH_POINTS), usable.size());
            double[] y = lnTimes(top);
            stepLine = Line.fit(top.stream().mapToDouble(Measurement::size).toArray(), y);
            doublingLine = Line.fit(top.stream().mapToDouble(m -> Math.log(m.size())).toArray(), y);
            perStep = OptionalDouble.of(Math.exp(stepLine.slope));
            perDoubling = OptionalDouble.of(Math.pow(2, doublingLine.slope));
        }
        // Without a class, the projection follows a line through the top sizes: per step when the
        // ladder is one of consecutive integers (where an exponential is the likely shape), else per
        // doubling, which is a power law and so right for every polynomial class.
        Growth.Curve fallback = stepLine == null ? null : consecutive ? stepLine.curve(true) : doublingLine.curve(false);

        if (sorted.size() < MIN_SIZES) {
            return new Growth(perStep, perDoubling, null, List.of(), OptionalDouble.empty(),
                    "too few sizes: " + sorted.size() + " measured, " + MIN_SIZES + " needed", consecutive, fallback);
        }
        if (usable.size() < MIN_SIZES) {
            return new Growth(perStep, perDoubling, null, List.of(), OptionalDouble.empty(),
                    "too fast to tell apart at these sizes: " + (usable.isEmpty() ? "none" : "only " + usable.size())
                            + " of " + sorted.size() + " took " + FLOOR_MS + " ms or more", consecutive, fallback);
        }
        double slowest = usable.stream().mapToDouble(Measurement::medianCpuMs).max().orElseThrow();
        double range = (double) usable.get(usable.size() - 1).size() / usable.get(0).size();
        if (slowest < TOO_FAST_MS && range < NARROW_RANGE) {
            return new Growth(perStep, perDoubling, null, List.of(), OptionalDouble.empty(),
                    String.format(Locale.ROOT, "too fast to tell apart at these sizes: at most %s ms, the sizes within "
                            + "%sx of each other", twoDigits(slowest), Growth.oneDecimal(range)), consecutive, fallback);
        }

        int from = Math.max(0, usable.size() - CLASS_POINTS);
        long largest = usable.get(usable.size() - 1).size();
        while (from > 0 && usable.get(from - 1).size() * CLASS_RANGE >= largest) {
            from--;
        }
        List<Measurement> fitted = usable.subList(from, usable.size());
        List<Candidate> ranking = rank(fitted);
        Candidate best = ranking.get(0);
        Set<GrowthClass> alike = alike(ranking);
        boolean alikeAsMeasured = alike.size() > 1;
        // A single odd size (a collection at one size, a cache boundary) can make a wrong class fit
        // best. So each size is left out in turn, and every class that fits alike without it counts
        // as fitting alike: a class is named only when it fits alone whichever size is left out.
        // Three sizes cannot be checked so (two fit any shape), hence no class is named from three.
        // By the same token the fit is only called loose when it stays loose with any one size out.
        double closest = best.rms;
        if (fitted.size() > MIN_SIZES) {
            for (int i = 0; i < fitted.size(); i++) {
                List<Measurement> without = new ArrayList<>(fitted);
                without.remove(i);
                List<Candidate> rankingWithout = rank(without);
                alike.addAll(alike(rankingWithout));
                closest = Math.min(closest, rankingWithout.get(0).rms);
            }
        }
        List<GrowthClass> classes = List.copyOf(alike);
        // The exponential's base is that of all the sizes, even when it fitted alike only with one left out.
        double b = alike.contains(GrowthClass.EXPONENTIAL) ? Math.exp(Line.fit(
                fitted.stream().mapToDouble(Measurement::size).toArray(), lnTimes(fitted)).slope) : Double.NaN;
        OptionalDouble base = Double.isNaN(b) ? OptionalDouble.empty() : OptionalDouble.of(b);
        boolean superPolynomial = alike.stream().anyMatch(GrowthClass::superPolynomial);
        Growth.Curve line = consecutive || superPolynomial ? stepLine.curve(true) : doublingLine.curve(false);
        String sizes = fitted.size() == usable.size() ? "the " + fitted.size() + " usable sizes"
                : "the " + fitted.size() + " largest usable sizes";
        String names = joined(classes.stream().map(c -> c.label(b)).toList());
        if (closest > LOOSE_FIT) {
            return new Growth(perStep, perDoubling, null, classes, base, "none of the usual classes follows " + sizes
                    + " closely: the nearest, " + best.growthClass.label(b) + ", is off by " + percent(best.rms)
                    + " on average", consecutive, line);
        }
        if (fitted.size() == MIN_SIZES) {
            return new Growth(perStep, perDoubling, null, classes, base, "only " + MIN_SIZES + " usable sizes: "
                    + (classes.size() == 1 ? names + " fits best" : names + " fit alike") + ", but a class is named "
                    + "only from " + (MIN_SIZES + 1) + ", so that no one odd size decides it", consecutive, line);
        }
        if (classes.size() > 1) {
            return new Growth(perStep, perDoubling, null, classes, base, names + " fit " + sizes + " alike"
                    + (alikeAsMeasured ? "" : " (with one size or another left out)"), consecutive, line);
        }
        Candidate next = ranking.size() > 1 ? ranking.get(1) : null;
        // An exponential is projected along the per-step line through the top sizes: the same
        // shape, but fitted where the growth has got to, which matters when it still rises.
        Growth.Curve curve = best.growthClass == GrowthClass.EXPONENTIAL ? stepLine.curve(true)
                : new Growth.ShapeCurve(best.growthClass, best.intercept);
        return new Growth(perStep, perDoubling, best.growthClass, classes, base, names + " alone fits " + sizes
                + ", off by " + percent(best.rms) + " on average" + (next == null ? ""
                        : "; the next best, " + next.growthClass.label(b) + ", by " + percent(next.rms)),
                consecutive, curve);
    }

    /** "O(1)", "O(1) and O(log n)", "O(1), O(log n) and O(n)". */
    private static String joined(List<String> names) {
        int last = names.size() - 1;
        return last <= 0 ? String.join("", names) : String.join(", ", names.subList(0, last)) + " and " + names.get(last);
    }

    /** The classes whose fit is not clearly worse than the best one's. */
    private static Set<GrowthClass> alike(List<Candidate> ranking) {
        double best = ranking.get(0).rms;
        double bound = Math.max(best * Math.sqrt(ALIKE_RATIO), best + ALIKE_MARGIN);
        Set<GrowthClass> alike = EnumSet.noneOf(GrowthClass.class);
        for (Candidate c : ranking) {
            if (c.rms <= bound) {
                alike.add(c.growthClass);
            }
        }
        return alike;
    }

    /** Every candidate fitted to the points, best (smallest residual per degree of freedom) first. */
    static List<Candidate> rank(List<Measurement> points) {
        double[] y = lnTimes(points);
        List<Candidate> candidates = new ArrayList<>();
        for (GrowthClass c : GrowthClass.values()) {
            if (c.fixedShape()) {
                double[] residual = new double[y.length];
                double lnC = 0;
                for (int i = 0; i < y.length; i++) {
                    residual[i] = y[i] - c.lnShape(points.get(i).size());
                    lnC += residual[i] / y.length;
                }
                double rss = 0;
                for (double r : residual) {
                    rss += (r - lnC) * (r - lnC);
                }
                candidates.add(new Candidate(c, lnC, 0, Math.sqrt(rss / (y.length - 1))));
            } else if (y.length > 2) {
                Line line = Line.fit(points.stream().mapToDouble(Measurement::size).toArray(), y);
                if (Math.exp(line.slope) >= MIN_BASE) {
                    candidates.add(new Candidate(c, line.intercept, line.slope, Math.sqrt(line.rss / (y.length - 2))));
                }
            }
        }
        candidates.sort(Comparator.comparingDouble(Candidate::rms));
        return candidates;
    }

    private static double[] lnTimes(List<Measurement> points) {
        return points.stream().mapToDouble(m -> Math.log(m.medianCpuMs())).toArray();
    }

    /** A typical deviation in ln units as the percentage it means: 0.12 is "13%". */
    private static String percent(double rms) {
        return Math.round((Math.exp(rms) - 1) * 100) + "%";
    }

    private static String twoDigits(double ms) {
        return String.format(Locale.ROOT, ms < 1 ? "%.2f" : "%.1f", ms);
    }

    /** One class fitted: its constant (ln c), the exponential's ln b, and the rms residual per degree of freedom. */
    record Candidate(GrowthClass growthClass, double intercept, double slope, double rms) {
    }

    /** A least-squares line y = intercept + slope * x and its residual sum of squares. */
    private record Line(double intercept, double slope, double rss) {

        static Line fit(double[] x, double[] y) {
            double mx = 0;
            double my = 0;
            for (int i = 0; i < x.length; i++) {
                mx += x[i] / x.length;
                my += y[i] / y.length;
            }
            double sxx = 0;
            double sxy = 0;
            for (int i = 0; i < x.length; i++) {
                sxx += (x[i] - mx) * (x[i] - mx);
                sxy += (x[i] - mx) * (y[i] - my);
            }
            double slope = sxx == 0 ? 0 : sxy / sxx;
            double intercept = my - slope * mx;
            double rss = 0;
            for (int i = 0; i < x.length; i++) {
                double r = y[i] - intercept - slope * x[i];
                rss += r * r;
            }
            return new Line(intercept, slope, rss);
        }

        Growth.Curve curve(boolean perStep) {
            return new Growth.LineCurve(perStep, intercept, slope);
        }
    }
}
