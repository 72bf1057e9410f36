package dev.practicejudge.profile;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * One rung of the ladder measured for one solution: the input's size and the solution's times on
 * it, after warm-up runs that are not kept.
 *
 * @param size the input's size in the profile's unit ({@code n} for N-Queens, nodes for a list)
 * @param cpuMs the CPU time of each measured run of the solution's method, in milliseconds
 * @param wallMs the elapsed time of each measured run, in the same order
 * @param allocatedBytes the median bytes the solution's thread allocated per measured run, or -1
 *     when the JVM could not tell
 * @param warmUps how many runs came first and were not kept
 */
public record Measurement(long size, List<Double> cpuMs, List<Double> wallMs, double allocatedBytes, int warmUps) {

    public Measurement {
        cpuMs = List.copyOf(cpuMs);
        wallMs = List.copyOf(wallMs);
        if (cpuMs.isEmpty() || cpuMs.size() != wallMs.size()) {
            throw new IllegalArgumentException("a measurement needs one CPU and one wall time per run, at least one run");
        }
        if (size < 0 || warmUps < 0) {
            throw new IllegalArgumentException("size " + size + ", warmUps " + warmUps);
        }
    }

    /** The median CPU time of the measured runs: the figure fitted and printed. */
    public double medianCpuMs() {
        return median(cpuMs);
    }

    /** The median elapsed time of the measured runs. */
    public double medianWallMs() {
        return median(wallMs);
    }

    static double median(List<Double> values) {
        Objects.requireNonNull(values, "values");
        double[] sorted = values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        int middle = sorted.length / 2;
        return sorted.length % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
    }

    @Override
    public String toString() {
        return "Measurement[size=" + size + ", cpuMs=" + Arrays.toString(cpuMs.toArray()) + "]";
    }
}
