package dev.practicejudge.worker;

import static dev.practicejudge.worker.OutputWriter.emptyIfNullNode;
import static dev.practicejudge.worker.OutputWriter.serialise;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.NullNode;
import dev.practicejudge.compile.ClassBytesLoader;
import dev.practicejudge.protocol.Frame.Result.Outcome;
import dev.practicejudge.protocol.Frame;
import dev.practicejudge.provided.ProvidedTypes;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/**
 * One call of the solution's method: arguments converted (node bindings found in their tree), the
 * instance made, then the call alone on the clock, and its output (a returned value, or the
 * argument it mutates) written.
 */
final class MethodCall extends Attempt {

    /**
     * For a method whose result must be a copy (Clone Graph): every node of the arguments of the
     * returned type, found before the call (the solution may relink them); null otherwise.
     */
    private Set<Object> copyOf;

    MethodCall(Frame.Init init, List<JsonNode> arguments, ClassBytesLoader sharedLoader, SolutionClock clock) {
        super(init, arguments, sharedLoader, clock);
    }

    @Override
    void callSolution() {
        Method method;
        Object instance;
        int parameterCount = init.parameterTypes().size();
        Object[] values = new Object[parameterCount];
        // For a method that must return one of an argument's nodes: that argument's nodes.
        java.util.Set<Object> inputNodes = null;
        try {
            // Loading, initialising and constructing happen before the clock starts.
            Class<?> type = load();
            method = findMethod(type);
            Constructor<?> constructor = type.getDeclaredConstructor();
            constructor.setAccessible(true);
            for (int i = 0; i < parameterCount; i++) {
                if (init.plan().nodeOf(i) < 0) {
                    values[i] = convert(arguments.get(i), method.getGenericParameterTypes()[i]);
                }
            }
            // Bound nodes are found in their tree once it is built: the very node, not a copy.
            for (int i = 0; i < parameterCount; i++) {
                int tree = init.plan().nodeOf(i);
                if (tree >= 0) {
                    values[i] = nodeKind(method.getParameterTypes()[i]).find(values[tree], arguments.get(i).asInt());
                }
            }
            if (init.plan().returnsNodeOf() >= 0) {
                int tree = init.plan().returnsNodeOf();
                inputNodes = nodeKind(method.getParameterTypes()[tree]).nodes(values[tree]);
            }
            copyOf = inputsToCopy(method, values);
            instance = Modifier.isStatic(method.getModifiers()) ? null : constructor.newInstance();
        } catch (InvocationTargetException e) {
            // The constructor threw.
            threw(e.getCause(), 0, 0);
            return;
        } catch (ExceptionInInitializerError e) {
            threw(e.getCause() == null ? e : e.getCause(), 0, 0);
            return;
        } catch (ReflectiveOperationException e) {
            outcome = Outcome.setupFailed(e.toString());
            return;
        } catch (RuntimeException e) {
            // Converting arguments the judge already checked: a failure here is the judge's.
            outcome = Outcome.setupFailed(e.toString());
            return;
        } catch (Error e) {
            // A static initialiser's Error (StackOverflowError, NoClassDefFoundError...) is not
            // wrapped in ExceptionInInitializerError; it is the solution's.
            threw(e, 0, 0);
            return;
        }
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long allocatedBefore = allocatedBytes(threads);
        clock.startCall();
        long wallStart = System.nanoTime();
        Object returned;
        try {
            returned = method.invoke(instance, values);
            long allocatedAfter = allocatedBytes(threads);
            allocated = allocatedBefore < 0 || allocatedAfter < 0 ? -1 : allocatedAfter - allocatedBefore;
        } catch (InvocationTargetException e) {
            long wall = System.nanoTime() - wallStart;
            threw(e.getCause(), wall, clock.cpuNanos());
            return;
        } catch (IllegalAccessException e) {
            outcome = Outcome.setupFailed(e.toString());
            return;
        }
        long wall = System.nanoTime() - wallStart;
        long cpuTime = clock.cpuNanos();
        Object output = init.outputParameter() >= 0 ? values[init.outputParameter()] : returned;
        if (inputNodes != null) {
            outcome = nodeOfInput(output, inputNodes, wall, cpuTime);
            return;
        }
        if (copyOf != null) {
            String shared = sharedNode(output, copyOf);
            if (shared != null) {
                outcome = Outcome.invalidOutput(shared, wall, cpuTime);
                return;
            }
        }
        if (init.outputParameter() < 0) {
            outcome = withRepeated(serialise(emptyIfNullNode(output, method.getReturnType()), init.outputLimitBytes(),
                    wall, cpuTime), output);
            return;
        }
        Class<?> relinked = method.getParameterTypes()[init.outputParameter()];
        NodeModule.NodeKind kind = NodeModule.NodeKind.of(relinked);
        // A list or tree relinked in place is read again from the node the method was given.
        String subject = kind == null ? null : "after " + method.getName() + " returned, the " + kind.type().noun()
                + " from the node it was given";
        outcome = withRepeated(serialise(emptyIfNullNode(output, relinked), subject, init.outputLimitBytes(), wall,
                cpuTime), output);
    }

    /** A returned output's outcome with the objects it holds more than once, which its JSON cannot show. */
    private static Outcome withRepeated(Outcome written, Object output) {
        if (written.status() != Frame.Result.Status.RETURNED) {
            return written;
        }
        List<Frame.Result.Repeated> repeated;
        try {
            repeated = RepeatedObjects.in(output);
        } catch (RuntimeException e) {
            // A list class of the learner's own that cannot be walked twice: the value stands, untold.
            return written;
        }
        return repeated.isEmpty() ? written : written.withRepeated(repeated);
    }

    private static Set<Object> inputsToCopy(Method method, Object[] values) {
        NodeModule.NodeKind returned = NodeModule.NodeKind.of(method.getReturnType());
        if (returned == null || !returned.type().returnedIsACopy()) {
            return null;
        }
        Set<Object> nodes = Collections.newSetFromMap(new IdentityHashMap<>());
        for (int i = 0; i < values.length; i++) {
            NodeModule.NodeKind kind = NodeModule.NodeKind.of(method.getParameterTypes()[i]);
            if (kind != null && kind.type() == returned.type() && values[i] != null) {
                nodes.addAll(kind.nodes(values[i]));
            }
        }
        return nodes;
    }

    /** Why the returned structure is not a copy (a node of it is one of the input's), or null when it is one. */
    private static String sharedNode(Object output, Set<Object> inputNodes) {
        if (output == null) {
            return null;
        }
        NodeModule.NodeKind kind = NodeModule.NodeKind.of(output.getClass());
        List<Object> nodes = kind.levelOrder(output);
        for (int i = 0; i < nodes.size(); i++) {
            Object node = nodes.get(i);
            if (inputNodes.contains(node)) {
                int value = kind.value(node);
                String which = i == 0 ? "returned the input's own node " + value
                        : "returned a " + kind.type().noun() + " that reaches the input's own node " + value;
                return which + " (value " + value + "), not a copy: a clone makes a new " + kind.name() + "(" + value
                        + ") for every node and links the new nodes to each other, never to the input's";
            }
        }
        return null;
    }

    /** A returned node that must be one of an argument's own: its value, or why it is not one. */
    private Outcome nodeOfInput(Object node, java.util.Set<Object> inputNodes, long wall, long cpuTime) {
        if (node == null) {
            return Outcome.returned(NullNode.getInstance(), wall, cpuTime);
        }
        NodeModule.NodeKind kind = nodeKind(node.getClass());
        int value = kind.value(node);
        if (!inputNodes.contains(node)) {
            String tree = init.plan().returnsNodeOf() < 0 ? "the input" : "the input tree";
            return Outcome.invalidOutput("returned a " + kind.name() + " with value " + value + " that is not a node of "
                    + tree + ": return the tree's own node (a new " + kind.name() + "(" + value + ") is a copy, "
                    + "not the node)", wall, cpuTime);
        }
        return Outcome.returned(IntNode.valueOf(value), wall, cpuTime);
    }

    /** The method the judge's signature check accepted: same name and the same erased parameter types. */
    private Method findMethod(Class<?> type) throws NoSuchMethodException {
        for (Method candidate : type.getDeclaredMethods()) {
            if (candidate.getName().equals(init.method()) && erasures(candidate).equals(init.parameterTypes())) {
                candidate.setAccessible(true);
                return candidate;
            }
        }
        throw new NoSuchMethodException(init.className() + "." + init.method() + init.parameterTypes());
    }

    static NodeModule.NodeKind nodeKind(Class<?> type) {
        NodeModule.NodeKind kind = NodeModule.NodeKind.of(type);
        if (kind == null) {
            throw new IllegalStateException(type.getName() + " is not a provided type " + ProvidedTypes.names());
        }
        return kind;
    }
}
