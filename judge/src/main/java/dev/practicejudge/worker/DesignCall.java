package dev.practicejudge.worker;

import static dev.practicejudge.worker.OutputWriter.callOutput;
import static dev.practicejudge.worker.OutputWriter.emptyIfNullNode;
import static dev.practicejudge.worker.OutputWriter.serialise;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import dev.practicejudge.compile.ClassBytesLoader;
import dev.practicejudge.json.Json;
import dev.practicejudge.protocol.CallPlan;
import dev.practicejudge.protocol.Frame;
import dev.practicejudge.protocol.Frame.Result.Outcome;
import dev.practicejudge.worker.OutputWriter.CallOutput;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.Arrays;
import java.util.List;

/** Drives a design problem's class through a test's calls, or a codec through its round trip. */
final class DesignCall extends Attempt {

    /** For a design problem, the index of the call under way: named if it throws. */
    private int current;

    DesignCall(Frame.Init init, List<JsonNode> arguments, ClassBytesLoader sharedLoader, SolutionClock clock) {
        super(init, arguments, sharedLoader, clock);
    }

    /**
     * A design problem: the class constructed and called in the test's order, every call on the
     * clock (LeetCode times the whole sequence); or, for a codec, the round trip through two
     * objects of the class, an encoder and a decoder.
     */
    @Override
    void callSolution() {
        CallPlan.Design design = init.plan().design();
        long wallStart = 0;
        // The codec's step under way, or null for a sequence of calls, where it is call current.
        String during = null;
        try {
            Class<?> type = load();
            if (design.roundTrip()) {
                // Two objects of one class, as LeetCode's driver makes them: a static field is shared,
                // so a codec LeetCode accepts is accepted here (see docs/problem-format.md, "Codecs");
                // or one, where LeetCode's driver uses one (Encode and Decode Strings).
                Method encode = findMethod(type, design.methods().get(0));
                Method decode = findMethod(type, design.methods().get(1));
                Object[] values = new Object[encode.getParameterCount()];
                for (int i = 0; i < values.length; i++) {
                    values[i] = convert(arguments.get(i), encode.getGenericParameterTypes()[i]);
                }
                Constructor<?> constructor = type.getDeclaredConstructor();
                constructor.setAccessible(true);
                clock.startCall();
                wallStart = System.nanoTime();
                Object encoder = constructor.newInstance();
                during = "the encoder, " + encode.getName() + "(the input)";
                Object encoded = encode.invoke(encoder, values);
                during = "the decoder, " + decode.getName() + "(what " + encode.getName() + " returned)";
                Object decoded = decode.invoke(design.oneObject() ? encoder : constructor.newInstance(), encoded);
                long wall = System.nanoTime() - wallStart;
                outcome = serialise(emptyIfNullNode(decoded, decode.getReturnType()), init.outputLimitBytes(), wall,
                        clock.cpuNanos());
                return;
            }
            JsonNode operations = arguments.get(0);
            JsonNode calls = arguments.get(1);
            int count = operations.size();
            // Every call's method and arguments are ready before the clock starts.
            Constructor<?> constructor = findConstructor(type, design.constructorTypes());
            java.util.Map<String, Method> byName = new java.util.HashMap<>();
            for (CallPlan.Method wanted : design.methods()) {
                byName.put(wanted.name(), findMethod(type, wanted));
            }
            Method[] methods = new Method[count];
            Object[][] values = new Object[count][];
            values[0] = convertAll(calls.get(0), constructor.getGenericParameterTypes());
            for (int i = 1; i < count; i++) {
                methods[i] = byName.get(operations.get(i).asText());
                if (methods[i] == null) {
                    throw new IllegalStateException("no method " + operations.get(i) + " in the plan");
                }
                values[i] = convertAll(calls.get(i), methods[i].getGenericParameterTypes());
            }
            // Each output becomes JSON right after its call, as LeetCode prints it then (a returned
            // object the class later changes must not show its later state), off the wall clock.
            com.fasterxml.jackson.databind.node.ArrayNode outputs = JsonNodeFactory.instance.arrayNode();
            long budget = init.outputLimitBytes();
            long wall = 0;
            // The CPU clock runs from the constructor to the last call, each call's output turned into
            // JSON included (cheap beside the calls); the wall clock counts the calls alone.
            clock.startCall();
            wallStart = System.nanoTime();
            Object instance = constructor.newInstance(values[0]);
            wall += System.nanoTime() - wallStart;
            outputs.addNull();
            for (current = 1; current < count; current++) {
                long callStart = System.nanoTime();
                Object result = methods[current].invoke(instance, values[current]);
                wall += System.nanoTime() - callStart;
                if (methods[current].getReturnType() == void.class) {
                    outputs.addNull();
                    budget -= 5;
                    continue;
                }
                CallOutput output = callOutput(emptyIfNullNode(result, methods[current].getReturnType()),
                        Math.max(0, budget));
                if (output.failure() != null) {
                    outcome = withTime(output.failure(), call(operations, calls, current), wall,
                            clock.cpuNanos());
                    return;
                }
                budget -= output.bytes();
                outputs.add(output.value());
            }
            if (budget < 0) {
                outcome = Outcome.outputTooLarge(init.outputLimitBytes(), wall, clock.cpuNanos());
                return;
            }
            outcome = Outcome.returned(outputs, wall, clock.cpuNanos());
        } catch (InvocationTargetException e) {
            long wall = wallStart == 0 ? 0 : System.nanoTime() - wallStart;
            long cpuTime = wallStart == 0 ? 0 : clock.cpuNanos();
            threw(e.getCause(), wall, cpuTime, during != null ? during
                    : call(arguments.get(0), arguments.get(1), current));
        } catch (ExceptionInInitializerError e) {
            threw(e.getCause() == null ? e : e.getCause(), 0, 0);
        } catch (ReflectiveOperationException | RuntimeException e) {
            outcome = Outcome.setupFailed(e.toString());
        } catch (Error e) {
            threw(e, 0, 0);
        }
    }

    /** A failed call's output outcome, with the whole sequence's times and the call named. */
    private Outcome withTime(Outcome failed, String call, long wall, long cpuTime) {
        return switch (failed.status()) {
            case OUTPUT_TOO_LARGE -> Outcome.outputTooLarge(init.outputLimitBytes(), wall, cpuTime);
            case INVALID_OUTPUT -> Outcome.invalidOutput(call + ": " + failed.reason(), wall, cpuTime);
            default -> Outcome.unserialisable(call + ": " + failed.reason(), wall, cpuTime);
        };
    }

    private Object[] convertAll(JsonNode values, java.lang.reflect.Type[] types) {
        Object[] converted = new Object[types.length];
        for (int i = 0; i < types.length; i++) {
            converted[i] = convert(values.get(i), types[i]);
        }
        return converted;
    }

    /** A call as a learner reads it in a message: {@code call 7: get(2)}. */
    private static String call(JsonNode operations, JsonNode calls, int index) {
        // Counted from 1, as the diff counts the outputs; the constructor is call 1.
        StringBuilder text = new StringBuilder("call ").append(index + 1).append(": ")
                .append(operations.get(index).asText()).append('(');
        JsonNode values = calls.get(index);
        for (int i = 0; i < values.size(); i++) {
            text.append(i == 0 ? "" : ", ").append(capped(Json.compact(values.get(i))));
        }
        return text.append(')').toString();
    }

    private Constructor<?> findConstructor(Class<?> type, List<String> erasures) throws NoSuchMethodException {
        for (Constructor<?> candidate : type.getDeclaredConstructors()) {
            if (Arrays.stream(candidate.getParameterTypes()).map(Class::getTypeName).toList().equals(erasures)) {
                candidate.setAccessible(true);
                return candidate;
            }
        }
        throw new NoSuchMethodException(type.getName() + erasures);
    }

    /** The method, declared in the class or inherited from a class of the learner's (the compiler allowed both). */
    private Method findMethod(Class<?> type, CallPlan.Method wanted) throws NoSuchMethodException {
        for (Class<?> owner = type; owner != null && owner != Object.class; owner = owner.getSuperclass()) {
            for (Method candidate : owner.getDeclaredMethods()) {
                if (candidate.getName().equals(wanted.name()) && !candidate.isBridge()
                        && erasures(candidate).equals(wanted.parameterTypes())) {
                    candidate.setAccessible(true);
                    return candidate;
                }
            }
        }
        throw new NoSuchMethodException(type.getName() + "." + wanted.name() + wanted.parameterTypes());
    }
}
