package dev.practicejudge.compile;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.practicejudge.problem.MethodSignature;
import dev.practicejudge.problem.Problem;
import dev.practicejudge.problem.ProblemLoader;
import dev.practicejudge.testing.TestRepository;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Compiled classes kept on disk: reused for the same source and signature, never for another, never when damaged. */
class ClassCacheTest {

    @TempDir
    Path dir;

    private MethodSignature signature(String id) throws Exception {
        Problem problem = new ProblemLoader(TestRepository.ROOT).load(TestRepository.ROOT.resolve("problems").resolve(id));
        return problem.spec().method();
    }

    private List<Path> entries() throws IOException {
        try (Stream<Path> files = Files.list(dir.resolve("cache"))) {
            return files.toList();
        }
    }

    @Test
    void sameSourceAndSignatureIsServedFromTheCacheWithTheSameBytes() throws Exception {
        Path source = TestRepository.FIXTURES.resolve("n-queens-ii/Accepted.java");
        MethodSignature method = signature("n-queens-ii");
        ClassCache cache = new ClassCache(dir.resolve("cache"));

        Map<String, byte[]> first = ((CompilationResult.Compiled) new SolutionCompiler(Optional.of(cache))
                .compile(source, "Accepted.java", method)).classes();
        assertEquals(1, entries().size());
        Map<String, byte[]> again = ((CompilationResult.Compiled) new SolutionCompiler(Optional.of(cache))
                .compile(source, "Accepted.java", method)).classes();

        assertEquals(first.keySet(), again.keySet());
        first.forEach((name, bytes) -> assertArrayEquals(bytes, again.get(name), name));
        assertEquals(1, entries().size(), "a hit writes nothing new");
    }

    @Test
    void anEditedSourceOrAnotherSignatureIsCompiledAfresh() throws Exception {
        ClassCache cache = new ClassCache(dir.resolve("cache"));
        Path source = dir.resolve("Solution.java");
        Files.writeString(source, "class Solution { public int totalNQueens(int n) { return 1; } }\n");
        SolutionCompiler compiler = new SolutionCompiler(Optional.of(cache));
        compiler.compile(source, "Solution.java", signature("n-queens-ii"));

        Files.writeString(source, "class Solution { public int totalNQueens(int n) { return 2; } }\n");
        compiler.compile(source, "Solution.java", signature("n-queens-ii"));
        assertEquals(2, entries().size());

        CompilationResult wrongSignature = compiler.compile(source, "Solution.java", signature("n-queens"));
        assertInstanceOf(CompilationResult.Failed.class, wrongSignature, "the signature is checked, not cached away");
        assertEquals(2, entries().size(), "failures are not kept");
    }

    @Test
    void aDamagedEntryIsIgnoredAndWrittenAgain() throws Exception {
        Path source = TestRepository.FIXTURES.resolve("n-queens-ii/Accepted.java");
        ClassCache cache = new ClassCache(dir.resolve("cache"));
        new SolutionCompiler(Optional.of(cache)).compile(source, "Accepted.java", signature("n-queens-ii"));
        Path entry = entries().get(0);
        byte[] whole = Files.readAllBytes(entry);
        Files.write(entry, java.util.Arrays.copyOf(whole, whole.length / 2));

        CompilationResult result = new SolutionCompiler(Optional.of(cache))
                .compile(source, "Accepted.java", signature("n-queens-ii"));

        assertInstanceOf(CompilationResult.Compiled.class, result);
        assertArrayEquals(whole, Files.readAllBytes(entry), "rewritten whole");
    }

    @Test
    void keysDependOnKindFileNameAndSource() {
        ClassCache cache = new ClassCache(dir);
        String key = cache.key("solution int f(int)", "Solution.java", "class Solution {}");
        assertEquals(key, cache.key("solution int f(int)", "Solution.java", "class Solution {}"));
        assertNotEquals(key, cache.key("checker", "Solution.java", "class Solution {}"));
        assertNotEquals(key, cache.key("solution int f(int)", "Other.java", "class Solution {}"));
        assertNotEquals(key, cache.key("solution int f(int)", "Solution.java", "class Solution { }"));
        assertTrue(key.matches("[0-9a-f]{64}"));
    }
}
