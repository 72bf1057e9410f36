package dev.practicejudge.compile;

import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.util.JavacTask;
import com.sun.source.util.SourcePositions;
import com.sun.source.util.TreePath;
import com.sun.source.util.Trees;
import dev.practicejudge.problem.MethodSignature;
import dev.practicejudge.provided.ProvidedType;
import dev.practicejudge.provided.ProvidedTypes;
import dev.practicejudge.text.Suggestions;
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
import java.util.stream.Collectors;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.TypeMirror;
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

    /** Checks that {@code Solution} exists, can be instantiated and declares the method. */
    private static final class SignatureCheck {
        private final JavacTask task;
        private final Trees trees;
        private final String shownPath;
        private final String[] lines;
        private final int shift;
        private final MethodSignature method;

        SignatureCheck(JavacTask task, String shownPath, String[] lines, int shift, MethodSignature method) {
            this.task = task;
            this.trees = Trees.instance(task);
            this.shownPath = shownPath;
            this.lines = lines;
            this.shift = shift;
            this.method = method;
        }

        Optional<CompileDiagnostic> check(Iterable<? extends Element> analyzed) {
            List<TypeElement> topLevel = new ArrayList<>();
            for (Element element : analyzed) {
                if (element instanceof TypeElement type) {
                    topLevel.add(type);
                }
            }
            Optional<CompileDiagnostic> ownNodes = ownProvidedClasses(topLevel);
            if (ownNodes.isPresent()) {
                return ownNodes;
            }
            if (method.design().isPresent()) {
                return checkDesign(topLevel, method.design().get());
            }
            TypeElement solution = null;
            for (TypeElement type : topLevel) {
                if (type.getSimpleName().contentEquals(SOLUTION_CLASS)) {
                    solution = type;
                }
            }
            String expected = "expected:\n    class Solution {\n        " + method.declaration() + " { ... }\n    }";
            if (solution == null) {
                String found = topLevel.stream().map(t -> t.getSimpleName().toString()).collect(Collectors.joining(", "));
                return Optional.of(at(topLevel.isEmpty() ? null : topLevel.get(0), "no class named Solution"
                        + (found.isEmpty() ? "" : " (found: " + found + ")") + "; " + expected));
            }
            if (!solution.getQualifiedName().contentEquals(SOLUTION_CLASS)) {
                String pkg = task.getElements().getPackageOf(solution).getQualifiedName().toString();
                return Optional.of(at(solution, "Solution must not be in a package: remove the line \"package "
                        + pkg + ";\" (the judge, like LeetCode, runs Solution from the default package)"));
            }
            if (solution.getKind() != ElementKind.CLASS || solution.getModifiers().contains(Modifier.ABSTRACT)) {
                return Optional.of(at(solution, "Solution must be a concrete class; " + expected));
            }
            boolean hasNoArgConstructor = solution.getEnclosedElements().stream()
                    .filter(e -> e.getKind() == ElementKind.CONSTRUCTOR)
                    .map(ExecutableElement.class::cast)
                    .anyMatch(c -> c.getParameters().isEmpty() && !c.getModifiers().contains(Modifier.PRIVATE));
            if (!hasNoArgConstructor) {
                return Optional.of(at(solution, "Solution needs a constructor without parameters that is not private; "
                        + "the judge creates a new Solution() for every test"));
            }
            List<ExecutableElement> methods = solution.getEnclosedElements().stream()
                    .filter(e -> e.getKind() == ElementKind.METHOD)
                    .map(ExecutableElement.class::cast)
                    .toList();
            List<ExecutableElement> named = methods.stream()
                    .filter(m -> m.getSimpleName().contentEquals(method.name())).toList();
            if (named.isEmpty()) {
                return Optional.of(at(solution, "class Solution has no method " + method.name()
                        + misspelling(method.name(), methods) + "; " + expected));
            }
            for (ExecutableElement candidate : named) {
                if (matches(candidate)) {
                    if (candidate.getModifiers().contains(Modifier.PRIVATE)) {
                        return Optional.of(at(candidate, method.name() + " must not be private; " + expected));
                    }
                    return Optional.empty();
                }
            }
            ExecutableElement first = named.get(0);
            return Optional.of(at(first, "wrong signature: found " + describe(first) + nestedNodeHint(describe(first))
                    + "; " + expected));
        }

        /**
         * A class of LeetCode's node names that the learner declares (some published solutions do)
         * is used instead of the judge's, so it must have LeetCode's fields, through which the
         * worker builds and reads nodes.
         */
        private Optional<CompileDiagnostic> ownProvidedClasses(List<TypeElement> topLevel) {
            for (TypeElement type : topLevel) {
                String name = type.getSimpleName().toString();
                if (!mentions(name)) {
                    // A problem without nodes: a class of that name is just the learner's own (an LRU's list node).
                    continue;
                }
                List<String> fields = ProvidedTypes.named(name).map(ProvidedType::fields).orElse(List.of());
                List<String> declared = type.getEnclosedElements().stream()
                        .filter(e -> e.getKind() == ElementKind.FIELD && !e.getModifiers().contains(Modifier.STATIC))
                        .map(e -> simple(e.asType()) + " " + e.getSimpleName()).toList();
                List<String> missing = fields.stream().filter(f -> !declared.contains(f)).toList();
                if (!missing.isEmpty()) {
                    return Optional.of(at(type, "your own class " + name + " lacks LeetCode's field"
                            + (missing.size() == 1 ? " " : "s ") + String.join(", ", missing) + ", through which the "
                            + "judge builds and reads the nodes; delete your class " + name + " (the judge provides "
                            + "LeetCode's, as LeetCode does) or give it those fields"));
                }
            }
            return Optional.empty();
        }

        /** Whether the problem's signature (every method of a design problem) mentions the node type. */
        private boolean mentions(String node) {
            return method.typesUsed().stream().anyMatch(t -> t.mentions(node));
        }

        /** A design problem's class: concrete, constructible as the problem says, with every method. */
        private Optional<CompileDiagnostic> checkDesign(List<TypeElement> topLevel, dev.practicejudge.problem.Design design) {
            String expected = "expected:\n    " + design.skeleton();
            TypeElement type = topLevel.stream().filter(t -> t.getSimpleName().contentEquals(design.className()))
                    .findFirst().orElse(null);
            if (type == null) {
                String found = topLevel.stream().map(t -> t.getSimpleName().toString()).collect(Collectors.joining(", "));
                return Optional.of(at(topLevel.isEmpty() ? null : topLevel.get(0), "no class named "
                        + design.className() + (found.isEmpty() ? "" : " (found: " + found + ")") + "; this is a "
                        + "design problem: the file declares the class itself, as on LeetCode; " + expected));
            }
            if (!type.getQualifiedName().contentEquals(design.className())) {
                String pkg = task.getElements().getPackageOf(type).getQualifiedName().toString();
                return Optional.of(at(type, design.className() + " must not be in a package: remove the line \"package "
                        + pkg + ";\""));
            }
            if (type.getKind() != ElementKind.CLASS || type.getModifiers().contains(Modifier.ABSTRACT)) {
                return Optional.of(at(type, design.className() + " must be a concrete class; " + expected));
            }
            MethodSignature constructor = new MethodSignature("<init>", design.constructor(),
                    dev.practicejudge.problem.TypeRef.parse("void"), Optional.empty());
            boolean constructible = type.getEnclosedElements().stream()
                    .filter(e -> e.getKind() == ElementKind.CONSTRUCTOR)
                    .map(ExecutableElement.class::cast)
                    .anyMatch(c -> parametersMatch(c, constructor) && !c.getModifiers().contains(Modifier.PRIVATE));
            if (!constructible) {
                return Optional.of(at(type, design.className() + " needs the constructor "
                        + design.constructorDeclaration() + ", not private; the judge constructs the class with it"));
            }
            // Inherited methods count, as they do when LeetCode's driver calls them.
            List<ExecutableElement> methods = task.getElements().getAllMembers(type).stream()
                    .filter(e -> e.getKind() == ElementKind.METHOD)
                    .filter(e -> !((TypeElement) e.getEnclosingElement()).getQualifiedName().contentEquals("java.lang.Object"))
                    .map(ExecutableElement.class::cast).toList();
            for (MethodSignature wanted : design.methods()) {
                List<ExecutableElement> named = methods.stream()
                        .filter(m -> m.getSimpleName().contentEquals(wanted.name())).toList();
                if (named.isEmpty()) {
                    return Optional.of(at(type, "class " + design.className() + " has no method " + wanted.name()
                            + misspelling(wanted.name(), methods) + "; " + expected));
                }
                ExecutableElement match = named.stream().filter(m -> matches(m, wanted)).findFirst().orElse(null);
                if (match == null) {
                    return Optional.of(at(named.get(0), "wrong signature: found " + describe(named.get(0))
                            + "; expected " + wanted.declaration()));
                }
                if (match.getModifiers().contains(Modifier.PRIVATE)) {
                    return Optional.of(at(match, wanted.name() + " must not be private; the judge calls it"));
                }
            }
            return Optional.empty();
        }

        /** " (found "solveNQueen": is the name misspelled?)" when a declared method is close to the wanted one. */
        private static String misspelling(String wanted, List<ExecutableElement> methods) {
            return Suggestions.closest(wanted, methods.stream().map(m -> m.getSimpleName().toString())
                            .collect(Collectors.toSet()))
                    .map(n -> " (found \"" + n + "\": is the name misspelled?)").orElse("");
        }

        private boolean matches(ExecutableElement candidate) {
            return matches(candidate, method);
        }

        private static boolean parametersMatch(ExecutableElement candidate, MethodSignature method) {
            List<? extends VariableElement> params = candidate.getParameters();
            if (params.size() != method.parameters().size()) {
                return false;
            }
            for (int i = 0; i < params.size(); i++) {
                if (!simple(params.get(i).asType()).equals(method.parameters().get(i).type().toString())) {
                    return false;
                }
            }
            return true;
        }

        private static boolean matches(ExecutableElement candidate, MethodSignature method) {
            if (!parametersMatch(candidate, method)) {
                return false;
            }
            // LeetCode calls a void method as a statement, so it compiles whatever the method returns: a
            // recursive "boolean solveSudoku" is accepted there. The judge reads the mutated argument alike.
            String wanted = method.returnType().toString();
            String found = simple(candidate.getReturnType());
            // LeetCode's driver assigns the result (int r = obj.get(k)), so a box where the problem has
            // the primitive compiles there, and the other way round too.
            return wanted.equals("void") || found.equals(wanted) || BOXES.getOrDefault(wanted, "").equals(found)
                    || BOXES.getOrDefault(found, "").equals(wanted);
        }

        private static final Map<String, String> BOXES = Map.of("int", "Integer", "long", "Long", "double", "Double",
                "boolean", "Boolean", "char", "Character");

        /** A node class declared inside another is a different type from LeetCode's; say so. */
        private static String nestedNodeHint(String found) {
            java.util.regex.Matcher nested = java.util.regex.Pattern.compile(
                    "\\b(\\w+)\\.(" + String.join("|", ProvidedTypes.names()) + ")\\b").matcher(found);
            return nested.find() ? " (" + nested.group(2) + " there is your own class inside " + nested.group(1)
                    + "; delete it: the judge provides LeetCode's " + nested.group(2) + ", as LeetCode does)" : "";
        }

        private static String describe(ExecutableElement m) {
            return simple(m.getReturnType()) + " " + m.getSimpleName() + "("
                    + m.getParameters().stream().map(p -> simple(p.asType()) + " " + p.getSimpleName())
                    .collect(Collectors.joining(", ")) + ")";
        }

        /** A type as the spec writes it: without java.lang/java.util prefixes or spaces. */
        private static String simple(TypeMirror type) {
            return type.toString().replaceAll("\\bjava\\.(lang|util)\\.", "").replace(" ", "");
        }

        private CompileDiagnostic at(Element element, String message) {
            if (element == null) {
                return new CompileDiagnostic(shownPath, 0, 0, message, "");
            }
            TreePath path = trees.getPath(element);
            if (path == null) {
                return new CompileDiagnostic(shownPath, 0, 0, message, "");
            }
            CompilationUnitTree unit = path.getCompilationUnit();
            SourcePositions positions = trees.getSourcePositions();
            long start = positions.getStartPosition(unit, path.getLeaf());
            if (start < 0) {
                return new CompileDiagnostic(shownPath, 0, 0, message, "");
            }
            long line = unit.getLineMap().getLineNumber(start);
            long column = ImplicitImports.column(line, unit.getLineMap().getColumnNumber(start), shift);
            String text = line <= lines.length ? lines[(int) line - 1] : "";
            return new CompileDiagnostic(shownPath, line, column, message, text);
        }
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
