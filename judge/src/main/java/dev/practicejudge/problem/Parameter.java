package dev.practicejudge.problem;

import java.util.Objects;

/** One parameter of the method a solution implements: its name (the key in a test's input) and type. */
public record Parameter(String name, TypeRef type) {
    public Parameter {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(type, "type");
    }

    @Override
    public String toString() {
        return type + " " + name;
    }
}
