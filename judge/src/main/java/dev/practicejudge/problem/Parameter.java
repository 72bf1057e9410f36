package dev.practicejudge.problem;

import java.util.Objects;
import java.util.Optional;

/**
 * One parameter of the method a solution implements: its name (the key in a test's input) and type.
 *
 * @param nodeOf for a {@code TreeNode} that is one of another argument's own nodes (Lowest Common
 *     Ancestor's {@code p} and {@code q}), that argument's name: the input then gives the node's
 *     value, and the solution receives that very node, so identity comparisons work; empty otherwise
 */
public record Parameter(String name, TypeRef type, Optional<String> nodeOf) {
    public Parameter {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(nodeOf, "nodeOf");
    }

    public Parameter(String name, TypeRef type) {
        this(name, type, Optional.empty());
    }

    @Override
    public String toString() {
        return type + " " + name;
    }
}
