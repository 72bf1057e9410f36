package dev.practicejudge.compile;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/** What compiling a solution produced: class files ready for the worker, or the errors. */
public sealed interface CompilationResult {

    /** The solution compiled and declares the expected method. */
    record Compiled(Map<String, byte[]> classes) implements CompilationResult {
        public Compiled {
            classes = Map.copyOf(classes);
        }
    }

    /** javac reported errors, or the code compiled but does not declare the method the problem needs. */
    record Failed(List<CompileDiagnostic> diagnostics) implements CompilationResult {
        public Failed {
            diagnostics = List.copyOf(diagnostics);
        }

        /** Every error rendered as javac would, then the count, like javac's last line. */
        public String report() {
            String errors = diagnostics.stream().map(CompileDiagnostic::render).collect(Collectors.joining("\n"));
            int count = diagnostics.size();
            return errors + "\n" + count + (count == 1 ? " error" : " errors");
        }
    }
}
