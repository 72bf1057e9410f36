package dev.practicejudge.profile;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.Generator;
import dev.practicejudge.problem.InputBinding;
import dev.practicejudge.problem.InputSize;
import dev.practicejudge.problem.MethodSignature;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Random;

/**
 * The inputs a profile measures, smallest first: a problem's declared profile inputs, or one input
 * per size of its generator. Each input's size is what a learner calls it: {@code n} itself when
 * the method takes one int (N-Queens), else its nodes, values, characters or calls
 * ({@link InputSize}).
 */
public final class Ladder {

    /** One input of the ladder with its size and its arguments in parameter order. */
    public record Rung(long size, ObjectNode input, List<JsonNode> arguments) {
        public Rung {
            Objects.requireNonNull(input, "input");
            arguments = List.copyOf(arguments);
        }
    }

    private final String sizeName;
    private final List<Rung> rungs;

    private Ladder(String sizeName, List<Rung> rungs) {
        this.sizeName = sizeName;
        this.rungs = List.copyOf(rungs);
    }

    public String sizeName() {
        return sizeName;
    }

    public List<Rung> rungs() {
        return rungs;
    }

    /**
     * The declared inputs, in their order; an input whose size is not above the one before is
     * left out, since a ladder must climb.
     *
     * @throws IllegalArgumentException when an input does not fit the method (the loader checks
     *     declared inputs first, so this is a judge error)
     */
    public static Ladder declared(List<ObjectNode> inputs, MethodSignature method) {
        List<Rung> rungs = new ArrayList<>();
        for (ObjectNode input : inputs) {
            climb(rungs, rung(input, method));
        }
        return new Ladder(sizeName(method), rungs);
    }

    /**
     * One input per generator size, 1 to its maximum, each from random numbers derived from the
     * seed and the size, keeping only those larger than every input before them, then thinned to
     * about doubling sizes ({@link #thinned}).
     *
     * @throws IllegalArgumentException when the generator fails or makes an input that does not
     *     fit the method (a broken package)
     */
    public static Ladder generated(Generator generator, MethodSignature method, long seed) {
        List<Rung> all = new ArrayList<>();
        int largest = Math.max(1, generator.maxSize());
        for (int size = 1; size <= largest; size++) {
            // The largest of a few tries: generators make a shorter input now and then.
            Rung best = null;
            for (int attempt = 0; attempt < TRIES_PER_SIZE; attempt++) {
                Rung rung = rung(generate(generator, size, new Random(seed * 1_000_003L + size * 31L + attempt)),
                        method);
                if (best == null || rung.size() > best.size()) {
                    best = rung;
                }
            }
            climb(all, best);
        }
        // An int n (N-Queens) keeps every step: its work tends to grow by a factor per step.
        return new Ladder(sizeName(method), singleInt(method) ? all : thinned(all));
    }

    /** Inputs tried per generator size; the largest is kept. */
    static final int TRIES_PER_SIZE = 3;
    /** A generated ladder keeps a rung only this many times the size of the one before: about doubling. */
    static final double SPACING = 1.8;

    /**
     * About doubling sizes, and the largest always: a generator's many small sizes (1, 2, 3, ...
     * nodes) would cost most of a profile's time and tell the fit little.
     */
    private static List<Rung> thinned(List<Rung> rungs) {
        List<Rung> kept = new ArrayList<>();
        for (int i = 0; i < rungs.size(); i++) {
            Rung rung = rungs.get(i);
            boolean last = i == rungs.size() - 1;
            if (kept.isEmpty() || rung.size() >= SPACING * kept.get(kept.size() - 1).size()) {
                kept.add(rung);
            } else if (last) {
                // The largest replaces the rung before it when the two would be too close.
                if (kept.size() > 1) {
                    kept.set(kept.size() - 1, rung);
                } else {
                    kept.add(rung);
                }
            }
        }
        return kept;
    }

    private static ObjectNode generate(Generator generator, int size, Random random) {
        ObjectNode input;
        try {
            input = generator.generate(size, random);
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("the generator failed at size " + size + ": " + e, e);
        }
        if (input == null) {
            throw new IllegalArgumentException("the generator returned null at size " + size);
        }
        String invalid = generator.invalid(input);
        if (invalid != null) {
            throw new IllegalArgumentException("the generator made an input (size " + size
                    + ") that its own invalid() or the declared constraints reject: " + invalid);
        }
        return input;
    }

    /** "n" when the method takes one int, else the unit {@link InputSize} counts in. */
    public static String sizeName(MethodSignature method) {
        return singleInt(method) ? method.parameters().get(0).name() : InputSize.unit(method);
    }

    private static boolean singleInt(MethodSignature method) {
        return method.design().isEmpty() && method.parameters().size() == 1
                && method.parameters().get(0).type().toString().equals("int");
    }

    private static Rung rung(ObjectNode input, MethodSignature method) {
        List<JsonNode> arguments;
        try {
            arguments = InputBinding.bind(input, method);
        } catch (InputBinding.Mismatch e) {
            throw new IllegalArgumentException("the input " + input + " does not fit the method: " + e.getMessage(), e);
        }
        long size = singleInt(method) ? arguments.get(0).asLong() : InputSize.of(input, method);
        return new Rung(size, input, arguments);
    }

    private static void climb(List<Rung> rungs, Rung next) {
        if (rungs.isEmpty() || next.size() > rungs.get(rungs.size() - 1).size()) {
            rungs.add(next);
        }
    }
}
