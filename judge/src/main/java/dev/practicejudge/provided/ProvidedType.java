package dev.practicejudge.provided;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * One of LeetCode's provided classes, which solutions use without declaring them: everything the
 * judge knows about it, in one place. A new type is a new descriptor in {@link ProvidedTypes#all()};
 * {@code EveryProvidedTypeTest} then checks each of these answers for it, and a new {@link Figure}
 * kind does not compile until both drawings draw it.
 *
 * <p>Values are JSON, in LeetCode's form for the type, everywhere but in the worker, where they are
 * real objects of the solution's class loader, reached through {@link Links}.
 */
public interface ProvidedType {

    /** The class's name, as solutions and specs write it: {@code TreeNode}. */
    String name();

    /**
     * The class's Java source, LeetCode's field for field and constructor for constructor: the one
     * copy, compiled beside solutions and quoted in stubs.
     */
    String source();

    /** The first line of the comment LeetCode's editor shows above a solution that uses the type. */
    String definitionTitle();

    /** The fields that link one node to one other, in order ({@code left, right}); each has the class's own type. */
    List<String> links();

    /**
     * The fields that link one node to a list of others ({@code neighbors}), in order; each is a
     * {@code List} of the class's own type. None for trees and linked lists.
     */
    default List<String> listLinks() {
        return List.of();
    }

    /**
     * Whether a method that takes values of this type and returns one must return new nodes only
     * (Clone Graph): a returned node that is one of an argument's is a wrong answer that says which.
     */
    default boolean returnedIsACopy() {
        return false;
    }

    /**
     * Whether the JSON form is an adjacency list ({@code [[2,4],[1,3],...]}, node i+1's neighbors'
     * values), read by {@link #readAdjacency}, rather than one entry per node read by {@link #read}.
     */
    default boolean readsAdjacency() {
        return false;
    }

    /**
     * Links {@code nodes}, one per entry of the adjacency list {@code value} (node i has value i+1),
     * as the list says, and returns the first (null for none).
     */
    default <N> N readAdjacency(JsonNode value, List<N> nodes, Links<N> links) {
        throw new UnsupportedOperationException(name() + " is not read from an adjacency list");
    }

    /** What one value is called when values are counted: "tree", "list". */
    String noun();

    /** Why {@code value} is not a value of this type in its JSON form; empty when it is one. */
    Optional<String> mismatch(JsonNode value);

    /**
     * Why an expected output of this type, which fits the type, can never be matched, because the
     * worker writes the type in one canonical form only; empty when it can.
     */
    Optional<String> untrimmed(JsonNode value);

    /** The value in the canonical form the worker writes, for an input given in a longer one. */
    JsonNode canonical(JsonNode value);

    /**
     * Where two well-formed values first differ, said in the type's own terms (a node's path, its
     * place in the list); null when they are equal.
     */
    String difference(JsonNode expected, JsonNode actual);

    /** The picture of a well-formed value ({@link #mismatch} is empty), for both drawings. */
    Figure figure(JsonNode value);

    /**
     * Whether the stress shrinker shrinks a value as the list of its int values (dropping and lowering
     * entries), as it shrinks any {@code int[]}; when false, it tries {@link #smaller}.
     */
    boolean shrinksAsValueList();

    /**
     * Smaller values than {@code value}, each built only when asked for, the most promising first.
     *
     * @param smallerEntry smaller values of one node's value, as the shrinker makes them
     */
    List<Supplier<JsonNode>> smaller(JsonNode value, Function<JsonNode, List<JsonNode>> smallerEntry);

    /**
     * Writes the structure from {@code root} (null for the empty one) in the type's JSON form.
     *
     * @throws InvalidStructure when it is not a value of the type (a cycle), naming where; its message
     *     is what the structure is ("has a cycle: ..."), which the caller puts after what it names
     *     ("the returned list ")
     */
    <N> void write(N root, Links<N> links, JsonGenerator out) throws IOException;

    /**
     * Links nodes read from the JSON form, one per entry ({@code null} for a null entry), into
     * the structure, and returns its root (null for the empty one).
     */
    <N> N read(List<N> entries, Links<N> links);

    /**
     * Whether an input of this type may be built with a cycle (LeetCode's {@code pos} of Linked List
     * Cycle): the input's value is then {@link #withCycle}'s form, read by {@link #read(List, Links, int)}.
     */
    default boolean mayHaveCycle() {
        return false;
    }

    /** The fields of a value built with a cycle ({@link #withCycle}): the values, and where the tail links back. */
    String CYCLE_VALUES = "values";
    String CYCLE_TARGET = "tailLinksTo";

    /** The node values of {@code value}, with or without a cycle ({@link #withCycle}). */
    default JsonNode cycleValues(JsonNode value) {
        return value.isObject() && value.has(CYCLE_VALUES) ? value.get(CYCLE_VALUES) : value;
    }

    /** Where the tail of {@code value} links back to (from 0), -1 when it has no cycle. */
    default int cycleTarget(JsonNode value) {
        return value.isObject() && value.has(CYCLE_TARGET) ? value.get(CYCLE_TARGET).asInt() : -1;
    }

    /**
     * The value {@code values} whose last node links back to node {@code tailLinksTo} (from 0), in
     * the form the worker reads, {@link #mismatch} accepts and {@link #figure} draws.
     */
    default JsonNode withCycle(JsonNode values, int tailLinksTo) {
        throw new UnsupportedOperationException(name() + " has no cycles");
    }

    /**
     * As {@link #read(List, Links)}, and then the last node's link to node {@code tailLinksTo}
     * (from 0); -1 for none.
     */
    default <N> N read(List<N> entries, Links<N> links, int tailLinksTo) {
        if (tailLinksTo >= 0) {
            throw new UnsupportedOperationException(name() + " has no cycles");
        }
        return read(entries, links);
    }

    /**
     * Why a walk through the input value {@code value} never ends (a list built with a cycle), for a
     * learner whose code ran out of time on it; empty when it ends.
     */
    default Optional<String> endlessWalk(String name, JsonNode value) {
        return Optional.empty();
    }

    /** The fields the worker reads and writes, as Java declares them: {@code int val}, {@code TreeNode left}. */
    default List<String> fields() {
        List<String> fields = new ArrayList<>();
        fields.add("int val");
        links().forEach(link -> fields.add(name() + " " + link));
        listLinks().forEach(link -> fields.add("List<" + name() + "> " + link));
        return List.copyOf(fields);
    }

    /** LeetCode's comment above a solution that uses the type: its definition, which the judge provides. */
    default String stubComment() {
        StringBuilder comment = new StringBuilder("/**\n * ").append(definitionTitle())
                .append(" (the judge provides it, as LeetCode does):\n");
        source().lines().forEach(line -> comment.append(" * ").append(line).append('\n'));
        return comment.append(" */").toString();
    }

    /**
     * The worker's view of real nodes: their int value and their links, by index in {@link #links()}.
     *
     * @param <N> the node class, which exists only in the solution's class loader
     */
    interface Links<N> {
        int value(N node);

        N link(N node, int link);

        void setLink(N node, int link, N target);

        /** The list a node's list link {@code link} (by index in {@link #listLinks()}) holds; null for none. */
        List<N> listLink(N node, int link);

        void setListLink(N node, int link, List<N> targets);
    }

    /**
     * A structure that is not a value of its type (a cycle): the message, a predicate ("has a cycle:
     * after 5 nodes, ..."), is the learner's to read after the caller's subject.
     */
    final class InvalidStructure extends RuntimeException {
        private static final long serialVersionUID = 1L;

        public InvalidStructure(String message) {
            super(message);
        }
    }
}
