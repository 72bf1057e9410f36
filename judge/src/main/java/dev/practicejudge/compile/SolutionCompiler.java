package dev.practicejudge.compile;

import com.sun.source.util.JavacTask;
import dev.practicejudge.problem.MethodSignature;
import dev.practicejudge.text.Utf8;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.URI;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import javax.lang.model.element.Element;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.FileObject;
import javax.tools.ForwardingJavaFileManager;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.StandardLocation;
import javax.tools.ToolProvider;

/**
 * Compiles a learner's {@code Solution.java} in memory with the JDK's own compiler and checks,
 * from javac's model of the code (so none of the learner's code runs here), that it declares the
 * problem's method.
 *
 * <p>One instance keeps javac and its file managers warm across compilations, loading them on
 * the first compile the class cache cannot answer. Calls are serialised (javac's file managers
 * are not thread-safe); parallel jobs each use a {@link #sibling}.
 */
public final class SolutionCompiler {

    /** The class every solution declares, as on LeetCode. */
    public static final String SOLUTION_CLASS = "Solution";

    private static final List<String> OPTIONS = List.of("-proc:none", "-g", "-Xlint:none", "-nowarn", "-implicit:none");
    /** A solution's: LeetCode's provided classes come from the source path, and must be written out too. */
    private static final List<String> SOLUTION_OPTIONS = List.of("-proc:none", "-g", "-Xlint:none", "-nowarn",
            "-implicit:class");

    private final Optional<ClassCache> cache;
    // javac is loaded on first use: a run whose compiles all hit the cache never pays for it.
    private JavaCompiler compiler;
    private StandardJavaFileManager standardFileManager;
    private StandardJavaFileManager checkerFileManager;

    /** A compiler without a cache. */
    public SolutionCompiler() {
        this(Optional.empty());
    }

    /** @param cache where to keep and find compiled classes, if anywhere */
    public SolutionCompiler(Optional<ClassCache> cache) {
        this.cache = Objects.requireNonNull(cache, "cache");
    }

    /**
     * Another compiler sharing this one's cache, for a thread of its own: javac's compiler and
     * file managers are not thread-safe, the cache is.
     */
    public SolutionCompiler sibling() {
        return new SolutionCompiler(cache);
    }

    /** Whether compiled classes are kept in a cache, where a compilation done ahead is found again. */
    public boolean keepsClasses() {
        return cache.isPresent();
    }

    /** @throws IllegalStateException when this Java has no compiler (a JRE rather than a JDK) */
    private void loadJavac() {
        if (compiler != null) {
            return;
        }
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        if (javac == null) {
            throw new IllegalStateException("this Java runtime has no compiler: run the judge with a JDK (17 or newer)");
        }
        standardFileManager = javac.getStandardFileManager(null, Locale.ROOT, StandardCharsets.UTF_8);
        checkerFileManager = javac.getStandardFileManager(null, Locale.ROOT, StandardCharsets.UTF_8);
        try {
            // The worker offers the solution the JDK only; compiling against the judge's own class
            // path (Jackson, picocli) would turn an import of them into a runtime error there.
            standardFileManager.setLocation(StandardLocation.CLASS_PATH, List.of());
            // A problem's checker runs inside the judge and is written against its API and Jackson.
            checkerFileManager.setLocationFromPaths(StandardLocation.CLASS_PATH, ClassPaths.checkerApi());
        } catch (IOException e) {
            throw new IllegalStateException("cannot set the compiler's class path", e);
        }
        compiler = javac;
    }

    /**
     * Compiles a problem author's class (a checker, a generator) against the judge's API package
     * and Jackson. No signature is checked; {@link AuthorClasses} finds the class that implements the API.
     */
    public synchronized CompilationResult compileChecker(Path sourceFile, String shownPath) {
        return compile(sourceFile, shownPath, true, null);
    }

    /**
     * Compiles the file and checks the signature.
     *
     * @param shownPath the path to print in messages (relative to the repository when possible)
     */
    public synchronized CompilationResult compile(Path sourceFile, String shownPath, MethodSignature method) {
        return compile(sourceFile, shownPath, false, method);
    }

    /** @param method the signature to check, or null to check none */
    private CompilationResult compile(Path sourceFile, String shownPath, boolean checker, MethodSignature method) {
        String source;
        try {
            // javac rejects a byte-order mark that many Windows editors write; Utf8 drops it.
            source = Utf8.read(sourceFile);
        } catch (CharacterCodingException e) {
            return failed(shownPath, "the file is not UTF-8 text; save it as UTF-8");
        } catch (IOException e) {
            return failed(shownPath, "cannot read the file: " + e.getMessage());
        }
        String fileName = String.valueOf(sourceFile.getFileName());
        // A solution gets LeetCode's implicit imports on its first line; a checker is the judge's own code.
        String imports = checker ? "" : ImplicitImports.prefix(source);
        // A design problem's declaration is only its class name: its skeleton names every method.
        String signature = checker ? "" : method.design().map(d -> d.skeleton()).orElse(method.declaration());
        String kind = checker ? "checker" : "solution " + signature + " with " + imports + " and LeetCode's classes";
        String finalSource = source;
        Optional<String> key = cache.map(c -> c.key(kind, fileName, finalSource));
        Optional<Map<String, byte[]>> cached = key.flatMap(k -> cache.get().get(k));
        if (cached.isPresent()) {
            return new CompilationResult.Compiled(cached.get());
        }
        CompilationResult result = javac(sourceFile, shownPath, checker, method, source, imports);
        if (result instanceof CompilationResult.Compiled compiled && key.isPresent()) {
            cache.get().put(key.get(), compiled.classes());
        }
        return result;
    }

    private CompilationResult javac(Path sourceFile, String shownPath, boolean checker, MethodSignature method,
                                    String source, String imports) {
        try {
            loadJavac();
        } catch (IllegalStateException e) {
            return failed(shownPath, e.getMessage());
        }
        StandardJavaFileManager files = checker ? checkerFileManager : standardFileManager;
        String[] lines = source.split("\r\n|\r|\n", -1);
        // The learner's lines, for echoing; javac compiles them with the imports before line 1.
        SourceObject sourceObject = new SourceObject(sourceFile, imports + source);
        int shift = imports.length();
        MemoryFileManager fileManager = new MemoryFileManager(files, !checker);
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        JavacTask task = (JavacTask) compiler.getTask(null, fileManager, diagnostics, checker ? OPTIONS : SOLUTION_OPTIONS,
                null, List.of(sourceObject));
        try {
            Iterable<? extends Element> types = task.analyze();
            List<CompileDiagnostic> errors = errors(diagnostics, shownPath, lines, shift);
            if (!errors.isEmpty()) {
                return new CompilationResult.Failed(errors);
            }
            Optional<CompileDiagnostic> mismatch = method == null ? Optional.empty()
                    : new SignatureCheck(task, shownPath, lines, shift, method).check(types);
            if (mismatch.isPresent()) {
                return new CompilationResult.Failed(List.of(mismatch.get()));
            }
            task.generate();
            errors = errors(diagnostics, shownPath, lines, shift);
            if (!errors.isEmpty()) {
                return new CompilationResult.Failed(errors);
            }
        } catch (IOException | RuntimeException e) {
            // javac's API reports problems as diagnostics; anything thrown is javac failing, not the code.
            List<CompileDiagnostic> errors = errors(diagnostics, shownPath, lines, shift);
            if (!errors.isEmpty()) {
                return new CompilationResult.Failed(errors);
            }
            return failed(shownPath, "the compiler failed: " + e);
        }
        return new CompilationResult.Compiled(fileManager.classes());
    }

    private static CompilationResult failed(String shownPath, String message) {
        return new CompilationResult.Failed(List.of(new CompileDiagnostic(shownPath, 0, 0, message, "")));
    }

    private static List<CompileDiagnostic> errors(DiagnosticCollector<JavaFileObject> collector, String shownPath,
                                                  String[] lines, int shift) {
        List<CompileDiagnostic> errors = new ArrayList<>();
        for (Diagnostic<? extends JavaFileObject> d : collector.getDiagnostics()) {
            if (d.getKind() != Diagnostic.Kind.ERROR) {
                continue;
            }
            long line = Math.max(d.getLineNumber(), 0);
            long column = ImplicitImports.column(line, Math.max(d.getColumnNumber(), 0), shift);
            String text = line > 0 && line <= lines.length ? lines[(int) line - 1] : "";
            String message = d.getMessage(Locale.ROOT);
            errors.add(new CompileDiagnostic(shownPath, line, column,
                    NewerJavaApi.note(message).map(note -> message + "\n" + note).orElse(message), text));
        }
        return errors;
    }

    /** The learner's source, held in memory but named by its real path so messages point at it. */
    private static final class SourceObject extends SimpleJavaFileObject {
        private final String source;

        SourceObject(Path file, String source) {
            super(file.toAbsolutePath().toUri(), Kind.SOURCE);
            this.source = source;
        }

        @Override
        public CharSequence getCharContent(boolean ignoreEncodingErrors) {
            return source;
        }

        /**
         * A public class may live in a file of any name, as on LeetCode: a public Solution in a
         * reference submission's file, LeetCode's own {@code public class Codec} in Solution.java.
         */
        @Override
        public boolean isNameCompatible(String simpleName, Kind kind) {
            return kind == Kind.SOURCE;
        }
    }

    /** Keeps the class files javac writes in memory instead of on disk. */
    private static final class MemoryFileManager extends ForwardingJavaFileManager<StandardJavaFileManager> {
        private final Map<String, ByteArrayOutputStream> outputs = new LinkedHashMap<>();
        /** Whether LeetCode's provided classes are on the source path (a solution's compile, not a checker's). */
        private final boolean nodes;

        MemoryFileManager(StandardJavaFileManager delegate, boolean nodes) {
            super(delegate);
            this.nodes = nodes;
        }

        @Override
        public boolean hasLocation(Location location) {
            return nodes && location == StandardLocation.SOURCE_PATH || super.hasLocation(location);
        }

        @Override
        public Iterable<JavaFileObject> list(Location location, String packageName, java.util.Set<JavaFileObject.Kind> kinds,
                                             boolean recurse) throws IOException {
            if (nodes && location == StandardLocation.SOURCE_PATH) {
                return kinds.contains(JavaFileObject.Kind.SOURCE)
                        ? List.copyOf(ProvidedClasses.inPackage(packageName)) : List.of();
            }
            return super.list(location, packageName, kinds, recurse);
        }

        @Override
        public String inferBinaryName(Location location, JavaFileObject file) {
            if (file instanceof ProvidedClasses.Source source) {
                return source.className();
            }
            return super.inferBinaryName(location, file);
        }

        @Override
        public JavaFileObject getJavaFileForInput(Location location, String className, JavaFileObject.Kind kind)
                throws IOException {
            if (nodes && location == StandardLocation.SOURCE_PATH) {
                return kind == JavaFileObject.Kind.SOURCE ? ProvidedClasses.named(className).orElse(null) : null;
            }
            return super.getJavaFileForInput(location, className, kind);
        }

        @Override
        public JavaFileObject getJavaFileForOutput(Location location, String className, JavaFileObject.Kind kind,
                                                   FileObject sibling) {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            outputs.put(className, bytes);
            return new SimpleJavaFileObject(URI.create("mem:///" + className.replace('.', '/') + kind.extension), kind) {
                @Override
                public OutputStream openOutputStream() {
                    return bytes;
                }
            };
        }

        Map<String, byte[]> classes() {
            Map<String, byte[]> classes = new LinkedHashMap<>();
            outputs.forEach((name, bytes) -> classes.put(name, bytes.toByteArray()));
            return classes;
        }

        @Override
        public void close() {
            // The shared standard file manager stays open for the next compilation.
        }
    }
}
