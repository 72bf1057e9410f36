package dev.practicejudge.problem;

import java.util.Objects;
import java.util.Optional;

/**
 * One parameter of the method a solution implements: its name (the key in a test's input) and type.
 *
 * @param nodeOf for a {@code TreeNode} that is one of another argument's own nodes (Lowest Common
 *     Ancestor's {@code p} and {@code q}), that argument's name: the input then gives the node's
 *     value, and the solution receives that very node, so identity comparisons work; empty otherwise
 * @param tailLinksTo for a {@code ListNode} that may hold a cycle (Linked List Cycle), the name of
 *     the input's field that builds it, LeetCode's {@code pos}: the index of the node the tail's
 *     {@code next} links back to, -1 for none. It is in a test's input beside the parameters, and
 *     is not passed to the method; empty otherwise
 */
public record Parameter(String name, TypeRef type, Optional<String> nodeOf, Optional<String> tailLinksTo) {
    public Parameter {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(nodeOf, "nodeOf");
        Objects.requireNonNull(tailLinksTo, "tailLinksTo");
    }

    public Parameter(String name, TypeRef type) {
        this(name, type, Optional.empty(), Optional.empty());
    }

    public Parameter(String name, TypeRef type, Optional<String> nodeOf) {
        this(name, type, nodeOf, Optional.empty());
    }

    @Override
    public String toString() {
        return type + " " + name;
    }
}
