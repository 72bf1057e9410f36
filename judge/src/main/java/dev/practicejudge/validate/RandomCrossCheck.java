package dev.practicejudge.validate;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.CheckResult;
import dev.practicejudge.api.Generator;
import dev.practicejudge.check.CheckerFailure;
import dev.practicejudge.check.OutputComparator;
import dev.practicejudge.compile.SolutionCompiler;
import dev.practicejudge.generate.Generators;
import dev.practicejudge.judge.RunFailure;
import dev.practicejudge.json.Json;
import dev.practicejudge.judge.Judge;
import dev.practicejudge.problem.GeneratorSpec;
import dev.practicejudge.problem.InputBinding;
import dev.practicejudge.problem.Limits;
import dev.practicejudge.problem.Problem;
import dev.practicejudge.problem.ProblemFormatException;
import dev.practicejudge.problem.TestCase;
import dev.practicejudge.run.RunOutcome;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * The random cross-check of {@code validate}, as Polygon's stress does for a package: the
 * package's own generator makes a fixed set of inputs from fixed seeds, each must pass the
 * generator's own {@link Generator#invalid} and fit the signature, every accepted submission runs on
 * all of them in the worker that ran its tests (a worker's start-up is most of the check's cost),
 * and each one's output must agree with the first accepted
 * submission's under the problem's own comparison, both ways (so a checker that reads the expected
 * output, such as "[] means no colouring exists", is asked in both directions).
 *
 * <p>Input {@code i} is {@code generate(size, new Random(SEED + i))}, its size spread evenly over
 * 1..{@code maxSize()}: a finding's size and seed reproduce the input exactly.
 */
public final class RandomCrossCheck {

    /** Where a finding says this step starts. */
    static final String NAME = "random cross-check";

    /** The seed of the first input; input {@code i} has {@code SEED + i}. */
    static final long SEED = 17_000;

    /** How many inputs a package is cross-checked on: enough to reach every size, few enough for a second or two. */
    static final int INPUTS = 16;

    /** A generator call (or its {@code invalid}) that takes longer than this is the package's fault. */
    static final long GENERATOR_TIMEOUT_SECONDS = 10;

    /** How much of an input a finding quotes; the size and seed reproduce the rest. */
    private static final int INPUT_CHARS = 600;

    /** Generator calls run here so a hung one can be abandoned; daemon threads never hold the JVM open. */
    private static final ExecutorService EXECUTOR = Executors.newCachedThreadPool(runnable -> {
        Thread thread = new Thread(runnable, "generator");
        thread.setDaemon(true);
        return thread;
    });

    private final SolutionCompiler compiler;
    private final Function<Path, String> display;

    /** @param display how findings name a file (relative to the repository when inside it) */
    public RandomCrossCheck(SolutionCompiler compiler, Function<Path, String> display) {
        this.compiler = Objects.requireNonNull(compiler, "compiler");
        this.display = Objects.requireNonNull(display, "display");
    }

    /** One generated input: how to make it again, and the test the runner takes. */
    record Generated(int size, long seed, ObjectNode input, TestCase test) {

        String describe() {
            return RandomCrossCheck.describe(size, seed, input);
        }
    }

    /** How findings name an input: {@code size 3, seed 17004: {"n":3}}, cut if long (the seed makes it again). */
    static String describe(int size, long seed, JsonNode input) {
        String json = Json.compact(input);
        return "size " + size + ", seed " + seed + ": " + (json.length() <= INPUT_CHARS ? json
                : json.substring(0, INPUT_CHARS) + "... (" + json.length() + " characters)");
    }

    /** An accepted submission's outcome on every input, in order. */
    private record Runs(String name, List<RunOutcome> outcomes) {
    }

    /**
     * The cross-check made ready ahead of the submissions' step: the inputs made (or why there are
     * none), for each accepted submission to run in the worker that judges it ({@link Judge.Afterwards}),
     * rather than in a worker started again for them; {@link #report} then says what they found.
     * Not thread-safe: one package's validation.
     */
    public final class Prepared {
        private final Problem problem;
        private final String source;
        private final List<Generated> inputs;
        /** What ends the check before any run: a broken generator's failure, or the missing one's warning. */
        private final Finding before;
        private final List<Runs> runs = new ArrayList<>();

        private Prepared(Problem problem, String source, List<Generated> inputs, Finding before) {
            this.problem = problem;
            this.source = source;
            this.inputs = List.copyOf(inputs);
            this.before = before;
        }

        /**
         * What an accepted submission runs after its tests; its outcomes are kept under {@code name}
         * once it has run all of them (a submission that does not compile runs none, and its CE is
         * reported by the submissions' step).
         */
        public Judge.Afterwards afterTests(String name) {
            if (inputs.isEmpty()) {
                return Judge.Afterwards.NONE;
            }
            List<RunOutcome> outcomes = new ArrayList<>();
            return new Judge.Afterwards(inputs.stream().map(Generated::test).toList(), (test, outcome) -> {
                outcomes.add(outcome);
                if (outcomes.size() == inputs.size()) {
                    runs.add(new Runs(name, List.copyOf(outcomes)));
                }
            });
        }

        /**
         * Reports what the cross-check found: one ok line when all agree, a failure per submission that
         * disagrees or fails (at the first input it does), a failure for a generator that breaks its own
         * contract, or a warning when the package has no generator.
         *
         * @param comparator the problem's comparison, as {@code validate} built it
         * @return true when nothing failed (a package without a generator passes, with the warning)
         */
        public boolean report(OutputComparator comparator, Consumer<Finding> sink) {
            if (before != null) {
                sink.accept(before);
                return before.level() != Finding.Level.FAIL;
            }
            if (runs.isEmpty()) {
                return true; // nothing accepted compiles: the submissions' step has said so
            }
            return compare(problem, comparator, source, inputs, runs, sink);
        }
    }

    /**
     * Makes the package's inputs from its generator, ahead of the runs; what goes wrong (a generator
     * that does not compile or breaks its own contract) is held for {@link Prepared#report}, where
     * the check's finding has its place.
     */
    public Prepared prepare(Problem problem) {
        Optional<Generator> generator;
        try {
            generator = Generators.forProblem(problem, compiler, display);
        } catch (ProblemFormatException e) {
            return new Prepared(problem, "", List.of(), Finding.fail(NAME + ": " + e.getMessage()));
        }
        if (generator.isEmpty()) {
            return new Prepared(problem, "", List.of(), Finding.warn("no generator: stress cannot test this problem; "
                    + "declare one in problem.json (\"generator\", see docs/problem-format.md#generators), and "
                    + "validate will cross-check the accepted submissions on its inputs"));
        }
        String source = source(problem);
        List<Generated> inputs = new ArrayList<>();
        Optional<String> broken = generate(problem, generator.get(), source, inputs);
        if (broken.isPresent()) {
            return new Prepared(problem, source, List.of(), Finding.fail(NAME + ": " + broken.get()));
        }
        return new Prepared(problem, source, inputs, null);
    }

    /** How findings name the generator: its file, or the ranges in the spec. */
    private static String source(Problem problem) {
        GeneratorSpec spec = problem.spec().generator().orElseThrow();
        return spec instanceof GeneratorSpec.GeneratorClass c ? c.file() : "the ranges declared in problem.json";
    }

    /**
     * Makes the inputs into {@code inputs}, or says how the generator broke its contract: it threw,
     * hung, returned null, made an input its own {@code invalid} rejects or the signature does not take.
     */
    private Optional<String> generate(Problem problem, Generator generator, String source, List<Generated> inputs) {
        int maxSize;
        try {
            maxSize = timed(generator::maxSize);
        } catch (GeneratorFailure e) {
            return Optional.of(source + ": maxSize() " + e.getMessage());
        }
        if (maxSize < 1) {
            return Optional.of(source + ": maxSize() is " + maxSize + ", and sizes start at 1");
        }
        for (int i = 0; i < INPUTS; i++) {
            int size = 1 + (int) ((long) i * maxSize / INPUTS);
            if (i == INPUTS - 1) {
                size = maxSize; // the largest size is always tried: it is where slow references show
            }
            long seed = SEED + i;
            int s = size;
            ObjectNode input;
            try {
                input = timed(() -> generator.generate(s, new Random(seed)));
            } catch (GeneratorFailure e) {
                return Optional.of(source + ": generate(" + size + ", new Random(" + seed + ")) " + e.getMessage());
            }
            if (input == null) {
                return Optional.of(source + ": generate(" + size + ", new Random(" + seed + ")) returned null");
            }
            String made = describe(size, seed, input);
            String invalid;
            try {
                invalid = timed(() -> generator.invalid(input.deepCopy()));
            } catch (GeneratorFailure e) {
                return Optional.of(source + ": invalid() " + e.getMessage() + ", on the input of " + made);
            }
            if (invalid != null) {
                return Optional.of(source + ": made an input " + (invalid.startsWith(Generators.OUTSIDE_CONSTRAINTS)
                        ? invalid : "its own invalid() rejects (" + invalid + ")") + ", " + made);
            }
            List<JsonNode> arguments;
            try {
                arguments = InputBinding.bind(input, problem.spec().method());
            } catch (InputBinding.Mismatch e) {
                return Optional.of(source + ": made an input that does not fit " + problem.spec().method().declaration()
                        + " (" + e.getMessage() + "), " + made);
            }
            TestCase test = new TestCase("generated-" + (i + 1), Path.of("generated-" + (i + 1)), arguments,
                    MissingNode.getInstance(), false, Optional.empty());
            inputs.add(new Generated(size, seed, input, test));
        }
        return Optional.empty();
    }

    /** Holds every submission to the first one's outputs; one finding per submission that differs. */
    private static boolean compare(Problem problem, OutputComparator comparator, String source,
                                   List<Generated> inputs, List<Runs> runs, Consumer<Finding> sink) {
        Limits limits = problem.spec().limits();
        Runs first = runs.get(0);
        boolean agreed = true;
        double slowestMs = -1;
        String slowest = "";
        for (Runs run : runs) {
            for (int i = 0; i < inputs.size(); i++) {
                Generated input = inputs.get(i);
                RunOutcome outcome = run.outcomes().get(i);
                Optional<RunFailure> failure = RunFailure.of(outcome, limits);
                if (failure.isPresent()) {
                    sink.accept(Finding.fail(NAME + ": " + run.name() + " is accepted, but gets " + failure.get().verdict()
                            + " on a generated input (" + oneLine(failure.get().reason()) + "), " + input.describe()));
                    agreed = false;
                    break;
                }
                if (outcome.timing().judgedMs() > slowestMs) {
                    slowestMs = outcome.timing().judgedMs();
                    slowest = run.name() + ", size " + input.size();
                }
                RunOutcome reference = first.outcomes().get(i);
                if (run == first || RunFailure.of(reference, limits).isPresent()) {
                    continue; // nothing to hold it to: the first's own failure is reported above
                }
                Optional<String> difference = difference(comparator, problem.input(input.test()),
                        ((RunOutcome.Returned) reference).value(), ((RunOutcome.Returned) outcome).value(),
                        first.name(), run.name());
                if (difference.isPresent()) {
                    sink.accept(Finding.fail(NAME + ": " + run.name() + " disagrees with " + first.name()
                            + " on a generated input (" + difference.get() + "), " + input.describe()));
                    agreed = false;
                    break;
                }
            }
        }
        if (agreed) {
            int maxSize = inputs.get(inputs.size() - 1).size();
            String range = "sizes 1.." + maxSize + ", seeds " + SEED + ".." + (SEED + inputs.size() - 1) + ", from "
                    + source;
            String who = runs.size() == 1 ? first.name() + " (the only accepted submission) runs cleanly on all "
                    : "the " + runs.size() + " accepted submissions agree on all ";
            sink.accept(Finding.ok(NAME + ": " + who + inputs.size() + " generated inputs (" + range + "), slowest "
                    + String.format(Locale.ROOT, "%.1f ms", slowestMs) + " (" + slowest + ")"));
        }
        return agreed;
    }

    /**
     * Why two accepted outputs disagree, or empty when they agree: the comparison with the first's
     * output as the expected one, then the other way round.
     */
    static Optional<String> difference(OutputComparator comparator, ObjectNode input, JsonNode firstOutput,
                                       JsonNode otherOutput, String firstName, String otherName) {
        try {
            CheckResult forward = comparator.compare(input, firstOutput, otherOutput);
            if (!forward.isAccepted()) {
                return Optional.of("against " + firstName + "'s output: " + oneLine(forward.reason()));
            }
            CheckResult backward = comparator.compare(input, otherOutput, firstOutput);
            return backward.isAccepted() ? Optional.empty()
                    : Optional.of("with " + otherName + "'s output as the expected one, " + firstName + "'s fails: "
                            + oneLine(backward.reason()));
        } catch (CheckerFailure e) {
            return Optional.of("the comparison failed: " + oneLine(e.getMessage()));
        }
    }

    /** A reason on one line: its first lines joined with "; " (or a space after a colon), cut at 300 characters. */
    private static String oneLine(String text) {
        if (text == null || text.isBlank()) {
            return "no reason given";
        }
        StringBuilder line = new StringBuilder();
        text.strip().lines().map(String::strip).filter(l -> !l.isEmpty()).limit(4).forEach(l -> {
            if (!line.isEmpty()) {
                line.append(line.charAt(line.length() - 1) == ':' ? " " : "; ");
            }
            line.append(l);
        });
        return line.length() > 300 ? line.substring(0, 297) + "..." : line.toString();
    }

    /** Calls the author's code with a time limit; what goes wrong becomes words for a finding. */
    private static <T> T timed(Callable<T> call) throws GeneratorFailure {
        Future<T> future = EXECUTOR.submit(call);
        try {
            return future.get(GENERATOR_TIMEOUT_SECONDS, TimeUnit.SECONDS);
        } catch (TimeoutException e) {
            future.cancel(true);
            throw new GeneratorFailure("did not return within " + GENERATOR_TIMEOUT_SECONDS + " s");
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            StackTraceElement at = cause.getStackTrace().length == 0 ? null : cause.getStackTrace()[0];
            throw new GeneratorFailure("threw " + cause + (at == null ? "" : " at " + at));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new GeneratorFailure("was interrupted");
        }
    }

    /** The generator broke its contract; the message completes "generate(...) ...". */
    private static final class GeneratorFailure extends Exception {
        private static final long serialVersionUID = 1L;

        GeneratorFailure(String message) {
            super(message);
        }
    }
}
