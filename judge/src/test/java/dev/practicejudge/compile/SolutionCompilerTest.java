package dev.practicejudge.compile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.practicejudge.problem.MethodSignature;
import dev.practicejudge.problem.Parameter;
import dev.practicejudge.problem.TypeRef;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The compiler accepts what LeetCode accepts and explains, javac-style, what it does not. */
class SolutionCompilerTest {

    private static final SolutionCompiler COMPILER = new SolutionCompiler();
    private static final MethodSignature N_QUEENS = new MethodSignature("solveNQueens",
            List.of(new Parameter("n", TypeRef.parse("int"))), TypeRef.parse("List<List<String>>"), Optional.empty());

    @TempDir
    Path dir;

    private CompilationResult compile(String source) throws IOException {
        Path file = dir.resolve("Solution.java");
        Files.write(file, source.getBytes(StandardCharsets.UTF_8));
        return COMPILER.compile(file, "solutions/n-queens/Solution.java", N_QUEENS);
    }

    private String failure(String source) throws IOException {
        return assertInstanceOf(CompilationResult.Failed.class, compile(source)).report();
    }

    @Test
    void compilesEveryClassInTheFileIncludingNestedOnes() throws IOException {
        CompilationResult result = compile("import java.util.*;\n"
                + "class Solution { record Cell(int r, int c) {}\n"
                + "  public List<List<String>> solveNQueens(int n) { return new ArrayList<>(); } }\n"
                + "class Helper {}\n");

        var classes = assertInstanceOf(CompilationResult.Compiled.class, result).classes();
        assertTrue(classes.keySet().containsAll(List.of("Solution", "Solution$Cell", "Helper")), classes::toString);
    }

    @Test
    void acceptsAByteOrderMarkAndWindowsLineEndings() throws IOException {
        CompilationResult result = compile("\uFEFFimport java.util.*;\r\nclass Solution {\r\n"
                + "  public List<List<String>> solveNQueens(int n) { return List.of(); }\r\n}\r\n");

        assertInstanceOf(CompilationResult.Compiled.class, result);
    }

    @Test
    void acceptsAPublicSolutionInAFileOfAnotherName() throws IOException {
        Path file = dir.resolve("Backtracking.java");
        Files.writeString(file, "import java.util.*;\npublic class Solution {\n"
                + "  public List<List<String>> solveNQueens(int n) { return List.of(); }\n}\n");

        assertInstanceOf(CompilationResult.Compiled.class, COMPILER.compile(file, "Backtracking.java", N_QUEENS));
    }

    @Test
    void packageClauseIsCompileErrorSayingWhichLineToRemove() throws IOException {
        String report = failure("package mine;\nimport java.util.*;\nclass Solution {\n"
                + "  public List<List<String>> solveNQueens(int n) { return List.of(); }\n}\n");

        assertTrue(report.contains("Solution must not be in a package: remove the line \"package mine;\""), report);
    }

    @Test
    void missingSolutionClassNamesWhatWasFound() throws IOException {
        String report = failure("import java.util.*;\nclass Answer {\n"
                + "  public List<List<String>> solveNQueens(int n) { return List.of(); }\n}\n");

        assertTrue(report.contains("no class named Solution (found: Answer)"), report);
        assertTrue(report.contains("public List<List<String>> solveNQueens(int n)"), report);
    }

    @Test
    void privateMethodIsCompileError() throws IOException {
        String report = failure("import java.util.*;\nclass Solution {\n"
                + "  private List<List<String>> solveNQueens(int n) { return List.of(); }\n}\n");

        assertTrue(report.contains("solveNQueens must not be private"), report);
        assertTrue(report.contains("solutions/n-queens/Solution.java:3:"), report);
    }

    @Test
    void solutionWithoutANoArgumentConstructorIsCompileError() throws IOException {
        String report = failure("import java.util.*;\nclass Solution {\n  Solution(int size) {}\n"
                + "  public List<List<String>> solveNQueens(int n) { return List.of(); }\n}\n");

        assertTrue(report.contains("Solution needs a constructor without parameters"), report);
    }

    @Test
    void wrongParameterTypeIsCompileErrorShowingBothSignatures() throws IOException {
        String report = failure("import java.util.*;\nclass Solution {\n"
                + "  public List<List<String>> solveNQueens(long n) { return List.of(); }\n}\n");

        assertTrue(report.contains("wrong signature: found List<List<String>> solveNQueens(long n)"), report);
    }

    @Test
    void typeErrorsAreReportedWithLineColumnAndCaretLikeJavac() throws IOException {
        CompilationResult.Failed failed = assertInstanceOf(CompilationResult.Failed.class,
                compile("import java.util.*;\nclass Solution {\n"
                        + "  public List<List<String>> solveNQueens(int n) { return n; }\n}\n"));

        CompileDiagnostic error = failed.diagnostics().get(0);
        assertEquals(3, error.line());
        assertEquals(58, error.column());
        assertTrue(error.message().contains("incompatible types"), error::message);
        assertTrue(failed.report().startsWith("solutions/n-queens/Solution.java:3:58: error: incompatible types"),
                failed::report);
        assertTrue(failed.report().endsWith("\n1 error"), failed::report);
    }

    @Test
    void leetCodesImportsNeedNoLine() throws IOException {
        CompilationResult result = compile("class Solution {\n"
                + "  public List<List<String>> solveNQueens(int n) {\n"
                + "    Function<Integer, String> f = String::valueOf; BigInteger big = BigInteger.ONE;\n"
                + "    return IntStream.range(0, n).mapToObj(i -> List.of(f.apply(i))).collect(Collectors.toList()); } }\n");

        assertInstanceOf(CompilationResult.Compiled.class, result);
    }

    @Test
    void anErrorOnLineOneKeepsTheLearnersColumnAndText() throws IOException {
        String line1 = "class Solution { public List<List<String>> solveNQueens(int n) { return n; } }";
        CompilationResult.Failed failed = assertInstanceOf(CompilationResult.Failed.class, compile(line1 + "\n"));

        CompileDiagnostic error = failed.diagnostics().get(0);
        assertEquals(1, error.line());
        assertEquals(line1.indexOf("n; }") + 1, error.column());
        assertEquals(line1, error.sourceLine());
        assertTrue(failed.report().contains("\n" + line1 + "\n" + " ".repeat(line1.indexOf("n; }")) + "^"),
                failed::report);
    }

    @Test
    void aTabOnLineOneStillGivesTheLearnersColumn() throws IOException {
        String line1 = "class Solution {\tpublic List<List<String>> solveNQueens(int n) { return n; } }";
        CompileDiagnostic error = assertInstanceOf(CompilationResult.Failed.class, compile(line1 + "\n"))
                .diagnostics().get(0);

        // javac counts the tab after column 16 as reaching column 25, 7 more than one character.
        assertEquals(line1.indexOf("n; }") + 1 + 7, error.column());
    }

    @Test
    void signatureErrorOnLineOneHasTheLearnersColumn() throws IOException {
        String line1 = "class Solution { private List<List<String>> solveNQueens(int n) { return null; } }";
        CompileDiagnostic error = assertInstanceOf(CompilationResult.Failed.class, compile(line1 + "\n"))
                .diagnostics().get(0);

        assertTrue(error.message().contains("must not be private"), error::message);
        assertEquals(1, error.line());
        assertEquals(line1.indexOf("private") + 1, error.column());
    }

    @Test
    void theLearnersOwnClassesWinOverImportedNames() throws IOException {
        CompilationResult result = compile("import java.util.List;\nimport java.util.ArrayList;\nclass Solution {\n"
                + "  static class Node { int val; } static class Stack { Node top; }\n"
                + "  public List<List<String>> solveNQueens(int n) { Stack s = new Stack(); s.top = new Node();\n"
                + "    return new ArrayList<>(); } }\n"
                + "class Pair { Optional o; }\nclass Optional {}\n");

        assertInstanceOf(CompilationResult.Compiled.class, result);
    }

    @Test
    void sourceThatIsNotUtf8IsCompileErrorNotACrash() throws IOException {
        Path file = dir.resolve("Solution.java");
        Files.write(file, new byte[] {'c', 'l', 'a', 's', 's', ' ', (byte) 0xC3, (byte) 0x28});

        String report = assertInstanceOf(CompilationResult.Failed.class,
                COMPILER.compile(file, "Solution.java", N_QUEENS)).report();
        assertTrue(report.contains("not UTF-8"), report);
    }
}
