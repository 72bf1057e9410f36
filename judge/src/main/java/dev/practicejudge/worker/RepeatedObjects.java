package dev.practicejudge.worker;

import dev.practicejudge.protocol.Frame.Result.Repeated;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Finds the lists (or arrays) that a returned list holds at more than one position as the very
 * same object: the backtracking {@code result.add(path)} without a copy. Only the worker can see
 * it; in JSON the copies look like equal values (most often all empty, the {@code path} emptied by
 * the time the method returns).
 */
final class RepeatedObjects {

    private RepeatedObjects() {
    }

    /**
     * The objects {@code output} holds more than once, in the order of their first position; none
     * when it is not a list or an array of containers. Values that cannot change are left out:
     * a shared {@code List.of()} or an empty array is harmless, and strings and numbers are shared
     * by design.
     */
    static List<Repeated> in(Object output) {
        Iterable<?> elements;
        if (output instanceof List<?> list) {
            elements = list;
        } else if (output instanceof Object[] array) {
            elements = Arrays.asList(array);
        } else {
            return List.of();
        }
        // Identity, not equals: two equal lists are fine, one list twice is the bug.
        Map<Object, List<Integer>> positions = new IdentityHashMap<>();
        int index = 0;
        boolean any = false;
        for (Object element : elements) {
            if (canChange(element)) {
                List<Integer> at = positions.computeIfAbsent(element, e -> new ArrayList<>(1));
                at.add(index);
                any |= at.size() == 2;
            }
            index++;
        }
        if (!any) {
            return List.of();
        }
        List<List<Integer>> repeated = new ArrayList<>();
        for (List<Integer> at : positions.values()) {
            if (at.size() > 1) {
                repeated.add(at);
            }
        }
        // An identity map has no order of its own: the object seen first comes first.
        repeated.sort(Comparator.comparing(at -> at.get(0)));
        List<Repeated> found = new ArrayList<>();
        for (List<Integer> at : repeated.subList(0, Math.min(repeated.size(), Repeated.MAX_OBJECTS))) {
            found.add(new Repeated(at.size(), at.subList(0, Math.min(at.size(), Repeated.MAX_POSITIONS))));
        }
        return found;
    }

    /** Whether the element is a container the solution could change after adding it. */
    private static boolean canChange(Object element) {
        if (element == null) {
            return false;
        }
        if (element.getClass().isArray()) {
            return java.lang.reflect.Array.getLength(element) > 0;
        }
        if (element instanceof Collection<?> || element instanceof Map<?, ?>) {
            String name = element.getClass().getName();
            // The JDK's unmodifiable values (List.of(), Collections.emptyList()...) are shared on purpose.
            return !name.startsWith("java.util.ImmutableCollections$") && !name.startsWith("java.util.Collections$Empty")
                    && !name.startsWith("java.util.Collections$Singleton")
                    && !name.startsWith("java.util.Collections$Unmodifiable");
        }
        return false;
    }
}
