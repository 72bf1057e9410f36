package dev.practicejudge.worker;

import dev.practicejudge.protocol.Frame.Result.Repeated;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
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
        // Identity, not equals: two equal lists are fine, one list twice is the bug. A first pass
        // that only asks whether any object repeats keeps the usual, right answer cheap.
        Map<Object, Boolean> seen = new IdentityHashMap<>();
        boolean any = false;
        for (Object element : elements) {
            if (canChange(element) && seen.put(element, Boolean.TRUE) != null) {
                any = true;
                break;
            }
        }
        if (!any) {
            return List.of();
        }
        // Per object: how many times, then its first positions.
        Map<Object, int[]> counts = new IdentityHashMap<>();
        List<int[]> inOrder = new ArrayList<>();
        int index = 0;
        for (Object element : elements) {
            if (canChange(element)) {
                int[] count = counts.get(element);
                if (count == null) {
                    count = new int[1 + Repeated.MAX_POSITIONS];
                    counts.put(element, count);
                    inOrder.add(count);
                }
                if (count[0] < Repeated.MAX_POSITIONS) {
                    count[1 + count[0]] = index;
                }
                count[0]++;
            }
            index++;
        }
        List<Repeated> found = new ArrayList<>();
        for (int[] count : inOrder) {
            if (count[0] > 1 && found.size() < Repeated.MAX_OBJECTS) {
                int shown = Math.min(count[0], Repeated.MAX_POSITIONS);
                found.add(new Repeated(count[0], Arrays.stream(count, 1, 1 + shown).boxed().toList()));
            }
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
