package dev.practicejudge.provided;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.compile.CompilationResult;
import dev.practicejudge.compile.SolutionCompiler;
import dev.practicejudge.json.Json;
import dev.practicejudge.present.Emphasis;
import dev.practicejudge.present.Html;
import dev.practicejudge.present.HtmlDrawing;
import dev.practicejudge.present.TerminalDrawing;
import dev.practicejudge.problem.InputBinding;
import dev.practicejudge.problem.MethodSignature;
import dev.practicejudge.problem.Parameter;
import dev.practicejudge.problem.TypeRef;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every provided type is handled everywhere the judge handles values: its JSON form is checked,
 * two values compared, drawn in the terminal and in HTML, shrunk, and its stub compiles. The
 * worker's side is {@code worker.ProvidedTypesInTheWorkerTest}. A new descriptor is checked by
 * these as soon as it is in {@link ProvidedTypes#all()}.
 */
class EveryProvidedTypeTest {

    @TempDir
    Path dir;

    static List<ProvidedType> types() {
        return ProvidedTypes.all();
    }

    private static ProvidedTypeSamples samples(ProvidedType type) {
        ProvidedTypeSamples samples = ProvidedTypeSamples.of(type);
        assertNotNull(samples, () -> "give " + type.name() + " its samples in ProvidedTypeSamples");
        return samples;
    }

    @Test
    void theTypesHaveDistinctNamesThatSpecsCanWrite() {
        Set<String> names = new HashSet<>();
        for (ProvidedType type : ProvidedTypes.all()) {
            assertTrue(names.add(type.name()), "two provided types named " + type.name());
            assertEquals(type.name(), TypeRef.parse(type.name()).toString());
            assertTrue(TypeRef.parse(type.name()).isNode(), type.name());
            assertEquals(Optional.of(type), ProvidedTypes.named(type.name()));
        }
    }

    @ParameterizedTest
    @MethodSource("types")
    void acceptsItsJsonFormAndSaysWhyAnotherIsNot(ProvidedType type) {
        ProvidedTypeSamples samples = samples(type);

        assertEquals(Optional.empty(), type.mismatch(samples.value()));
        assertEquals(Optional.empty(), type.mismatch(samples.other()));
        assertTrue(type.mismatch(samples.malformed()).isPresent(), samples.malformed()::toString);
        assertTrue(type.mismatch(Json.MAPPER.getNodeFactory().textNode("x")).isPresent());
        assertEquals(Optional.empty(), InputBinding.mismatch(samples.value(), TypeRef.parse(type.name())));
        assertTrue(InputBinding.mismatch(samples.malformed(), TypeRef.parse(type.name())).isPresent());
    }

    @ParameterizedTest
    @MethodSource("types")
    void theSampleIsAlreadyInTheFormTheWorkerWrites(ProvidedType type) {
        ProvidedTypeSamples samples = samples(type);

        assertEquals(samples.value(), type.canonical(samples.value()));
        assertEquals(Optional.empty(), type.untrimmed(samples.value()));
    }

    @ParameterizedTest
    @MethodSource("types")
    void equalValuesHaveNoDifferenceAndUnequalOnesSayWhere(ProvidedType type) {
        ProvidedTypeSamples samples = samples(type);

        assertNull(type.difference(samples.value(), samples.value()));
        String difference = type.difference(samples.value(), samples.other());
        assertNotNull(difference);
        assertFalse(difference.isBlank());
    }

    @ParameterizedTest
    @MethodSource("types")
    void isDrawnInTheTerminalRatherThanShownAsJson(ProvidedType type) {
        JsonNode value = samples(type).value();
        TypeRef one = TypeRef.parse(type.name());
        TypeRef many = TypeRef.parse("List<" + type.name() + ">");
        JsonNode two = Json.MAPPER.createArrayNode().add(value).add(samples(type).other());

        assertTrue(TerminalDrawing.drawsAsPicture(value, one));
        assertTrue(TerminalDrawing.drawsAsPicture(two, many));
        assertNotEquals(TerminalDrawing.draw(value, null, null, false, Emphasis.NONE).lines(),
                TerminalDrawing.draw(value, one, null, false, Emphasis.NONE).lines());
        assertEquals("2 " + type.noun() + "s", TerminalDrawing.draw(two, many, null, false, Emphasis.NONE).caption());
    }

    @ParameterizedTest
    @MethodSource("types")
    void isDrawnInHtmlRatherThanShownAsJson(ProvidedType type) {
        JsonNode value = samples(type).value();
        JsonNode two = Json.MAPPER.createArrayNode().add(value).add(samples(type).other());

        assertNotEquals(html(value, null), html(value, TypeRef.parse(type.name())));
        assertTrue(html(two, TypeRef.parse("List<" + type.name() + ">")).contains("2 " + type.noun() + "s"));
    }

    private static String html(JsonNode value, TypeRef type) {
        Html h = new Html();
        HtmlDrawing.value(h, value, type, null, true);
        return h.toString();
    }

    @ParameterizedTest
    @MethodSource("types")
    void shrinksToSmallerWellFormedValues(ProvidedType type) {
        JsonNode value = samples(type).value();
        if (type.shrinksAsValueList()) {
            // The stress shrinker's own list steps; here only that the values are a list of ints.
            assertTrue(value.isArray());
            value.forEach(entry -> assertTrue(entry.isInt(), value::toString));
            return;
        }
        List<Supplier<JsonNode>> smaller = type.smaller(value, entry -> List.of(Json.MAPPER.getNodeFactory().numberNode(0)));

        assertFalse(smaller.isEmpty(), "no smaller value than " + value);
        for (Supplier<JsonNode> candidate : smaller) {
            JsonNode shrunk = candidate.get();
            assertEquals(Optional.empty(), type.mismatch(shrunk), shrunk::toString);
            assertNotEquals(value, shrunk);
        }
    }

    @ParameterizedTest
    @MethodSource("types")
    void aSolutionUnderItsStubCommentCompilesWithTheProvidedClass(ProvidedType type) throws IOException {
        Path file = dir.resolve("Solution.java");
        Files.writeString(file, type.stubComment() + "\n\nclass Solution {\n    public " + type.name() + " same("
                + type.name() + " node) {\n        return node;\n    }\n}\n");
        MethodSignature method = new MethodSignature("same", List.of(new Parameter("node", TypeRef.parse(type.name()))),
                TypeRef.parse(type.name()), Optional.empty());

        CompilationResult result = new SolutionCompiler().compile(file, "Solution.java", method);

        var classes = assertInstanceOf(CompilationResult.Compiled.class, result, result::toString).classes();
        assertTrue(classes.containsKey(type.name()), classes.keySet()::toString);
        type.source().lines().forEach(line -> assertTrue(type.stubComment().contains(" * " + line), line));
    }

    @ParameterizedTest
    @MethodSource("types")
    void aLearnersOwnClassWithoutTheLinksIsRejected(ProvidedType type) throws IOException {
        Path file = dir.resolve("Solution.java");
        Files.writeString(file, "class " + type.name() + " { int val; }\nclass Solution {\n    public int size("
                + type.name() + " node) {\n        return 0;\n    }\n}\n");
        MethodSignature method = new MethodSignature("size", List.of(new Parameter("node", TypeRef.parse(type.name()))),
                TypeRef.parse("int"), Optional.empty());

        CompilationResult result = new SolutionCompiler().compile(file, "Solution.java", method);

        String report = assertInstanceOf(CompilationResult.Failed.class, result).report();
        // The first field after val: a link (TreeNode left) or a list of links (List<Node> neighbors).
        assertTrue(report.contains(type.fields().get(1)), report);
    }
}
