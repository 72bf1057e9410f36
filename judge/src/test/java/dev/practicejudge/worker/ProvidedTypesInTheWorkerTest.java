package dev.practicejudge.worker;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.compile.ClassBytesLoader;
import dev.practicejudge.compile.CompilationResult;
import dev.practicejudge.compile.SolutionCompiler;
import dev.practicejudge.json.Json;
import dev.practicejudge.problem.MethodSignature;
import dev.practicejudge.problem.Parameter;
import dev.practicejudge.problem.TypeRef;
import dev.practicejudge.provided.ProvidedType;
import dev.practicejudge.provided.ProvidedTypeSamples;
import dev.practicejudge.provided.ProvidedTypes;
import java.io.IOException;
import java.lang.reflect.Field;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The worker's side of every provided type ({@code provided.EveryProvidedTypeTest} has the rest):
 * the class compiled from the descriptor's source is built from the JSON form and written back to
 * the same JSON, the empty value is LeetCode's {@code []}, and a structure whose first link leads
 * back to itself is an invalid output rather than an endless loop.
 */
class ProvidedTypesInTheWorkerTest {

    @TempDir
    Path dir;

    static List<ProvidedType> types() {
        return ProvidedTypes.all();
    }

    /** The provided class as a solution's class loader holds it. */
    private Class<?> providedClass(ProvidedType type) throws IOException, ClassNotFoundException {
        Path file = dir.resolve("Solution.java");
        Files.writeString(file, "class Solution {\n    public " + type.name() + " same(" + type.name()
                + " node) {\n        return node;\n    }\n}\n");
        MethodSignature method = new MethodSignature("same", List.of(new Parameter("node", TypeRef.parse(type.name()))),
                TypeRef.parse(type.name()), Optional.empty());
        CompilationResult result = new SolutionCompiler().compile(file, "Solution.java", method);
        var classes = assertInstanceOf(CompilationResult.Compiled.class, result, result::toString).classes();
        return new ClassBytesLoader(classes, getClass().getClassLoader()).loadClass(type.name());
    }

    @ParameterizedTest
    @MethodSource("types")
    void readsItsJsonFormIntoNodesAndWritesThemBack(ProvidedType type) throws Exception {
        Class<?> node = providedClass(type);
        JsonNode value = samples(type).value();

        Object built = Attempt.convert(value, node);

        assertNotNull(built);
        assertEquals(value, Json.MAPPER.readTree(WorkerMain.mapper().writeValueAsString(built)));
    }

    @ParameterizedTest
    @MethodSource("types")
    void theEmptyValueIsNullInJavaAndAnEmptyListInJson(ProvidedType type) throws Exception {
        Class<?> node = providedClass(type);

        assertNull(Attempt.convert(Json.MAPPER.createArrayNode(), node));
        assertEquals("[]", WorkerMain.mapper().writeValueAsString(OutputWriter.emptyIfNullNode(null, node)));
    }

    @ParameterizedTest
    @MethodSource("types")
    void aStructureThatLeadsBackToItselfIsAnInvalidOutput(ProvidedType type) throws Exception {
        Class<?> node = providedClass(type);
        Object root = Attempt.convert(samples(type).value(), node);
        if (type.links().isEmpty()) {
            return; // A graph leads back to itself as a matter of course: see the next test.
        }
        Field firstLink = node.getDeclaredField(type.links().get(0));
        firstLink.setAccessible(true);
        firstLink.set(root, root);

        assertTrue(invalidOutput(root).contains("cycle"), () -> invalidOutput(root));
    }

    /** A graph is written by its values: two nodes with one value cannot be, and say so. */
    @ParameterizedTest
    @MethodSource("types")
    void aGraphWithTwoNodesOfOneValueIsAnInvalidOutput(ProvidedType type) throws Exception {
        if (type.listLinks().isEmpty()) {
            return;
        }
        Class<?> node = providedClass(type);
        Object root = Attempt.convert(samples(type).value(), node);
        Field neighbors = node.getDeclaredField(type.listLinks().get(0));
        neighbors.setAccessible(true);
        @SuppressWarnings("unchecked")
        List<Object> list = (List<Object>) neighbors.get(root);
        var constructor = node.getDeclaredConstructor(int.class);
        constructor.setAccessible(true);
        list.add(constructor.newInstance(1));

        assertTrue(invalidOutput(root).contains("has two different nodes with value 1"), () -> invalidOutput(root));
    }

    private static String invalidOutput(Object root) {
        Exception thrown = assertThrows(Exception.class, () -> WorkerMain.mapper().writeValueAsString(root));
        Throwable cause = thrown;
        while (cause != null && !(cause instanceof NodeModule.InvalidOutput)) {
            cause = cause.getCause();
        }
        assertNotNull(cause, () -> "not an invalid output: " + thrown);
        return cause.getMessage();
    }

    private static ProvidedTypeSamples samples(ProvidedType type) {
        ProvidedTypeSamples samples = ProvidedTypeSamples.of(type);
        assertNotNull(samples, () -> "give " + type.name() + " its samples in ProvidedTypeSamples");
        return samples;
    }
}
