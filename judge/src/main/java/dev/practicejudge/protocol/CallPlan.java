package dev.practicejudge.protocol;

import java.util.List;
import java.util.Objects;

/**
 * How the worker calls the solution beyond "one method, its arguments in order": which arguments
 * are nodes of another argument's tree, whether the output is a node of one, and for a design
 * problem the class's calls. Part of {@link Frame.Init}; {@link #PLAIN} for most problems.
 *
 * @param nodeOf for each parameter, the index of the tree parameter whose node it is, or -1
 * @param returnsNodeOf the index of the tree parameter the returned node must belong to (the
 *     output is then the node's value), or -1
 * @param design the class to construct and call in sequence; null for a method problem
 */
public record CallPlan(List<Integer> nodeOf, int returnsNodeOf, Design design) {

    public static final CallPlan PLAIN = new CallPlan(List.of(), -1, null);

    public CallPlan {
        nodeOf = List.copyOf(nodeOf);
    }

    /** The index of the parameter that is a node of another, or -1 (an empty list binds none). */
    public int nodeOf(int parameter) {
        return parameter < nodeOf.size() ? nodeOf.get(parameter) : -1;
    }

    /**
     * A design problem's class. With {@code roundTrip} (a codec), {@code methods} are the encoder
     * and the decoder, and the test's arguments are the encoder's; otherwise the test's arguments
     * are LeetCode's operation names and argument lists, the first one constructing the class.
     *
     * @param constructorTypes the constructor's parameter types, erased ({@code int}, {@code java.util.List})
     * @param oneObject for a codec, whether one object encodes and decodes (two otherwise)
     */
    public record Design(boolean roundTrip, List<String> constructorTypes, List<Method> methods, boolean oneObject) {
        public Design {
            constructorTypes = List.copyOf(constructorTypes);
            methods = List.copyOf(methods);
        }
    }

    /** One method of a design problem's class. */
    public record Method(String name, List<String> parameterTypes, boolean returnsVoid) {
        public Method {
            Objects.requireNonNull(name, "name");
            parameterTypes = List.copyOf(parameterTypes);
        }
    }
}
