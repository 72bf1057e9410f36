package dev.practicejudge.problem;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The method a {@code Solution} class must declare, as LeetCode states it.
 *
 * @param mutatedParameter for a {@code void} method that works in place (Sudoku), the name of the
 *     parameter whose final value is the output; empty otherwise
 * @param returnsNodeOf for a method that returns one of an argument's own nodes (Lowest Common
 *     Ancestor), that argument's name: the output is the returned node's value, and a node that is
 *     not one of the argument's (a copy) is a wrong answer; empty otherwise
 * @param design for a design problem, its class; this signature then stands for the whole class
 *     ({@link Design#entry}), its parameters being what a test's input holds
 */
public record MethodSignature(String name, List<Parameter> parameters, TypeRef returnType,
                              Optional<String> mutatedParameter, Optional<String> returnsNodeOf,
                              Optional<Design> design) {

    /** The output type of a method that returns a node of an argument: the node's value, or null. */
    private static final TypeRef NODE_VALUE = TypeRef.parse("Integer");

    public MethodSignature {
        Objects.requireNonNull(name, "name");
        parameters = List.copyOf(parameters);
        Objects.requireNonNull(returnType, "returnType");
        Objects.requireNonNull(mutatedParameter, "mutatedParameter");
        Objects.requireNonNull(returnsNodeOf, "returnsNodeOf");
        Objects.requireNonNull(design, "design");
    }

    public MethodSignature(String name, List<Parameter> parameters, TypeRef returnType,
                           Optional<String> mutatedParameter) {
        this(name, parameters, returnType, mutatedParameter, Optional.empty(), Optional.empty());
    }

    public MethodSignature(String name, List<Parameter> parameters, TypeRef returnType,
                           Optional<String> mutatedParameter, Optional<String> returnsNodeOf) {
        this(name, parameters, returnType, mutatedParameter, returnsNodeOf, Optional.empty());
    }

    /**
     * Every type a solution's code must write: the method's return and parameter types, or for a
     * design problem those of every method and of the constructor.
     */
    public List<TypeRef> typesUsed() {
        List<TypeRef> types = new java.util.ArrayList<>();
        for (MethodSignature m : design.map(Design::methods).orElse(List.of(this))) {
            types.add(m.returnType());
            m.parameters().forEach(p -> types.add(p.type()));
        }
        design.ifPresent(d -> d.constructor().forEach(p -> types.add(p.type())));
        return types;
    }

    /** The class a solution declares: {@code Solution}, or a design problem's own. */
    public String className() {
        return design.map(Design::className).orElse("Solution");
    }

    /** The index of the named parameter, or -1. */
    public int indexOf(String parameterName) {
        for (int i = 0; i < parameters.size(); i++) {
            if (parameters.get(i).name().equals(parameterName)) {
                return i;
            }
        }
        return -1;
    }

    /** The index of the parameter whose final value is the output, or -1 when the return value is. */
    public int outputParameterIndex() {
        return mutatedParameter.map(this::indexOf).orElse(-1);
    }

    /** The type of the output: the return type, or the mutated parameter's type, or a returned node's value. */
    public TypeRef outputType() {
        if (returnsNodeOf.isPresent()) {
            return NODE_VALUE;
        }
        int index = outputParameterIndex();
        return index < 0 ? returnType : parameters.get(index).type();
    }

    /**
     * The declaration as a learner writes it, e.g. {@code public int totalNQueens(int n)}; for a
     * design problem, {@code class LRUCache} (its skeleton is {@link Design#skeleton}).
     */
    public String declaration() {
        if (design.isPresent()) {
            return "class " + design.get().className();
        }
        return "public " + returnType + " " + name + "("
                + parameters.stream().map(Parameter::toString).collect(Collectors.joining(", ")) + ")";
    }
}
