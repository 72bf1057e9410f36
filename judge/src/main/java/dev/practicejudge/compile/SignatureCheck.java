package dev.practicejudge.compile;

import static dev.practicejudge.compile.SolutionCompiler.SOLUTION_CLASS;

import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.util.JavacTask;
import com.sun.source.util.SourcePositions;
import com.sun.source.util.TreePath;
import com.sun.source.util.Trees;
import dev.practicejudge.problem.MethodSignature;
import dev.practicejudge.provided.ProvidedType;
import dev.practicejudge.provided.ProvidedTypes;
import dev.practicejudge.text.Suggestions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.TypeMirror;

/**
 * Checks that {@code Solution} exists, can be instantiated and declares the method (a design
 * problem: its class, constructor and methods), from javac's model of the analysed source, so none
 * of the learner's code runs; a mismatch is one diagnostic on the learner's line.
 */
final class SignatureCheck {

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
