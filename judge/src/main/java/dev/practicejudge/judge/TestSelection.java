package dev.practicejudge.judge;

import dev.practicejudge.problem.TestCase;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Which tests {@code --only} picks: 1-based positions and ranges ({@code 1,3-5}) or test names
 * ({@code 04-n4}, or a prefix that names one test, like {@code 04}), in test order.
 */
public final class TestSelection {

    private final List<String> items;

    private TestSelection(List<String> items) {
        this.items = List.copyOf(items);
    }

    public static TestSelection parse(String text) throws Invalid {
        List<String> items = new ArrayList<>();
        for (String item : text.split(",")) {
            if (!item.isBlank()) {
                items.add(item.strip());
            }
        }
        if (items.isEmpty()) {
            throw new Invalid("--only needs tests, like --only 1,3-5 or --only 04-n4");
        }
        return new TestSelection(items);
    }

    /** The chosen tests, in their order; every item must name at least one. */
    public List<TestCase> apply(List<TestCase> tests) throws Invalid {
        Set<Integer> chosen = new LinkedHashSet<>();
        for (String item : items) {
            if (item.matches("\\d+(-\\d+)?")) {
                String[] bounds = item.split("-");
                int from = Integer.parseInt(bounds[0]);
                int to = bounds.length == 2 ? Integer.parseInt(bounds[1]) : from;
                if (from < 1 || to > tests.size() || from > to) {
                    throw new Invalid("--only " + item + ": the tests are numbered 1 to " + tests.size());
                }
                for (int i = from; i <= to; i++) {
                    chosen.add(i - 1);
                }
                continue;
            }
            List<Integer> matches = new ArrayList<>();
            for (int i = 0; i < tests.size(); i++) {
                String name = tests.get(i).name();
                if (name.equals(item)) {
                    matches = List.of(i);
                    break;
                }
                if (name.startsWith(item)) {
                    matches.add(i);
                }
            }
            if (matches.size() != 1) {
                throw new Invalid("--only " + item + (matches.isEmpty() ? " names no test" : " names several tests")
                        + "; the tests are: " + tests.stream().map(TestCase::name).collect(Collectors.joining(", ")));
            }
            chosen.addAll(matches);
        }
        return chosen.stream().sorted().map(tests::get).toList();
    }

    /** The selection names no test, or several where it must name one; the message says which and lists the tests. */
    public static final class Invalid extends Exception {
        private static final long serialVersionUID = 1L;

        Invalid(String message) {
            super(message);
        }
    }
}
