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
 */
public record MethodSignature(String name, List<Parameter> parameters, TypeRef returnType,
                              Optional<String> mutatedParameter) {

    public MethodSignature {
        Objects.requireNonNull(name, "name");
        parameters = List.copyOf(parameters);
        Objects.requireNonNull(returnType, "returnType");
        Objects.requireNonNull(mutatedParameter, "mutatedParameter");
    }

    /** The index of the parameter whose final value is the output, or -1 when the return value is. */
    public int outputParameterIndex() {
        return mutatedParameter.map(name -> {
            for (int i = 0; i < parameters.size(); i++) {
                if (parameters.get(i).name().equals(name)) {
                    return i;
                }
            }
            return -1;
        }).orElse(-1);
    }

    /** The type of the output: the return type, or the mutated parameter's type. */
    public TypeRef outputType() {
        int index = outputParameterIndex();
        return index < 0 ? returnType : parameters.get(index).type();
    }

    /** The declaration as a learner writes it, e.g. {@code public int totalNQueens(int n)}. */
    public String declaration() {
        return "public " + returnType + " " + name + "("
                + parameters.stream().map(Parameter::toString).collect(Collectors.joining(", ")) + ")";
    }
}
