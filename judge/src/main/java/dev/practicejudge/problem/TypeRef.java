package dev.practicejudge.problem;

import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.type.TypeFactory;
import dev.practicejudge.provided.ProvidedTypes;
import dev.practicejudge.provided.ValueForm;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * A Java type as a problem spec writes it, such as {@code int}, {@code char[][]} or
 * {@code List<List<String>>}: parsed once, printed back in the same short form, and turned into a
 * Jackson {@link JavaType} so JSON values can be checked against it.
 *
 * <p>Only the types interview problems use are known: the primitives, their boxes, {@code String}
 * and {@code List}, LeetCode's {@code TreeNode} and {@code ListNode}; arrays of any of them to any
 * depth. {@code Object} is only for the values of a design problem's calls, whose types each call
 * decides ({@link Design}); a spec cannot name it. A plain type may be shown in a {@link ValueForm}
 * ({@code form}), which Java's name for it does not show: {@link #toString} is the Java type.
 */
public record TypeRef(String name, List<TypeRef> typeArguments, int arrayDimensions, Optional<ValueForm> form) {

    private static final Map<String, Class<?>> KNOWN = Map.ofEntries(
            Map.entry("int", int.class), Map.entry("long", long.class),
            Map.entry("double", double.class), Map.entry("boolean", boolean.class),
            Map.entry("char", char.class), Map.entry("Integer", Integer.class),
            Map.entry("Long", Long.class), Map.entry("Double", Double.class),
            Map.entry("Boolean", Boolean.class), Map.entry("Character", Character.class),
            Map.entry("String", String.class), Map.entry("List", List.class),
            Map.entry("void", void.class), Map.entry("Object", Object.class));

    /**
     * LeetCode's node classes, which solutions use without declaring them (the compiler provides
     * them, {@code compile.ProvidedClasses}), one descriptor each in {@link ProvidedTypes}. They exist
     * only in the solution's class loader, so here their values stay JSON ({@link NodeForms}).
     */
    public static final java.util.Set<String> NODES = java.util.Set.copyOf(ProvidedTypes.names());

    private static final java.util.Set<String> PRIMITIVES =
            java.util.Set.of("int", "long", "double", "boolean", "char", "void");

    public TypeRef {
        Objects.requireNonNull(name, "name");
        typeArguments = List.copyOf(typeArguments);
        Objects.requireNonNull(form, "form");
        if (arrayDimensions < 0) {
            throw new IllegalArgumentException("negative array dimensions: " + arrayDimensions);
        }
        if (form.isPresent() && !(form.get().javaType().equals(name) && arrayDimensions == 0)) {
            throw new IllegalArgumentException("the form " + form.get().name() + " is for " + form.get().javaType()
                    + ", not " + name + "[]".repeat(arrayDimensions));
        }
    }

    /** A type as Java writes it, its values in their JSON form. */
    public TypeRef(String name, List<TypeRef> typeArguments, int arrayDimensions) {
        this(name, typeArguments, arrayDimensions, Optional.empty());
    }

    /** This type, its values shown in {@code form} (Reverse Bits' {@code int n} as 32 binary digits). */
    public TypeRef shownAs(ValueForm form) {
        return new TypeRef(name, typeArguments, arrayDimensions, Optional.of(form));
    }

    /**
     * Parses a type written as in Java source, without package names.
     *
     * @throws IllegalArgumentException quoting the text when it is not a known type
     */
    public static TypeRef parse(String text) {
        Parser parser = new Parser(text);
        TypeRef type = parser.type();
        parser.skipSpaces();
        if (!parser.atEnd()) {
            throw parser.error("unexpected '" + text.substring(parser.pos) + "'");
        }
        return type;
    }

    /** Whether this is {@code TreeNode} or {@code ListNode} itself, not an array or list of them. */
    public boolean isNode() {
        return NODES.contains(name) && arrayDimensions == 0;
    }

    /** Whether a node type occurs anywhere in this type ({@code List<TreeNode>}, {@code ListNode[]}). */
    public boolean mentionsNodes() {
        return NODES.stream().anyMatch(this::mentions);
    }

    /** Whether the named type occurs anywhere in this type: {@code List} and {@code TreeNode} in {@code List<TreeNode>}. */
    public boolean mentions(String typeName) {
        return name.equals(typeName) || typeArguments.stream().anyMatch(t -> t.mentions(typeName));
    }

    /** This type with one array dimension or list level fewer: the type of its elements; null if it has none. */
    public TypeRef elementType() {
        if (arrayDimensions > 0) {
            return new TypeRef(name, typeArguments, arrayDimensions - 1);
        }
        return name.equals("List") ? typeArguments.get(0) : null;
    }

    /** The type of any JSON value, for the outputs and arguments of a design problem's calls. */
    public static final TypeRef ANY = new TypeRef("Object", List.of(), 0);

    public boolean isVoid() {
        return name.equals("void") && arrayDimensions == 0;
    }

    /**
     * The erased type as {@link Class#getTypeName()} writes it, e.g. {@code java.util.List} or
     * {@code char[][]}: enough to tell overloads apart, since Java forbids two with one erasure.
     */
    public String erasure() {
        String base = NODES.contains(name) ? name : KNOWN.get(name).getName();
        return base + "[]".repeat(arrayDimensions);
    }

    /** The Jackson type that JSON values of this type convert to. */
    public JavaType toJavaType(TypeFactory factory) {
        JavaType base;
        if (name.equals("List")) {
            base = factory.constructCollectionType(List.class, typeArguments.get(0).toJavaType(factory));
        } else if (NODES.contains(name) || name.equals("Object")) {
            // Any JSON converts to JsonNode; NodeForms checks a node's JSON form itself.
            base = factory.constructType(com.fasterxml.jackson.databind.JsonNode.class);
        } else {
            base = factory.constructType(KNOWN.get(name));
        }
        for (int i = 0; i < arrayDimensions; i++) {
            base = factory.constructArrayType(base);
        }
        return base;
    }

    /** The type as Java source writes it, e.g. {@code List<List<String>>}; the form javac's messages use too. */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder(name);
        if (!typeArguments.isEmpty()) {
            text.append('<');
            for (int i = 0; i < typeArguments.size(); i++) {
                text.append(i == 0 ? "" : ",").append(typeArguments.get(i));
            }
            text.append('>');
        }
        text.append("[]".repeat(arrayDimensions));
        return text.toString();
    }

    private static final class Parser {
        private final String text;
        private int pos;

        Parser(String text) {
            this.text = Objects.requireNonNull(text, "type");
        }

        TypeRef type() {
            skipSpaces();
            int start = pos;
            while (pos < text.length() && Character.isJavaIdentifierPart(text.charAt(pos))) {
                pos++;
            }
            String name = text.substring(start, pos);
            if (name.isEmpty()) {
                throw error("expected a type name");
            }
            if (!KNOWN.containsKey(name) && !NODES.contains(name) || name.equals("Object")) {
                throw error("unknown type '" + name + "' (known: int, long, double, boolean, char, "
                        + "their boxes, String, List<...>, " + String.join(", ", ProvidedTypes.names())
                        + ", and arrays of these)");
            }
            List<TypeRef> arguments = List.of();
            skipSpaces();
            if (peek('<')) {
                pos++;
                TypeRef argument = type();
                if (argument.arrayDimensions() == 0 && PRIMITIVES.contains(argument.name())) {
                    throw error("a type argument cannot be the primitive " + argument.name()
                            + " (Java needs its box, e.g. List<Integer>)");
                }
                arguments = List.of(argument);
                skipSpaces();
                if (!peek('>')) {
                    throw error("expected '>'");
                }
                pos++;
            }
            if (name.equals("List") && arguments.isEmpty()) {
                throw error("List needs its element type, e.g. List<Integer>");
            }
            if (!name.equals("List") && !arguments.isEmpty()) {
                throw error(name + " takes no type arguments");
            }
            int dimensions = 0;
            skipSpaces();
            while (peek('[')) {
                pos++;
                skipSpaces();
                if (!peek(']')) {
                    throw error("expected ']'");
                }
                pos++;
                dimensions++;
                skipSpaces();
            }
            if (name.equals("void") && (dimensions > 0 || !arguments.isEmpty())) {
                throw error("void cannot be an array");
            }
            return new TypeRef(name, arguments, dimensions);
        }

        boolean peek(char c) {
            return pos < text.length() && text.charAt(pos) == c;
        }

        boolean atEnd() {
            return pos >= text.length();
        }

        void skipSpaces() {
            while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
                pos++;
            }
        }

        IllegalArgumentException error(String message) {
            return new IllegalArgumentException("bad type \"" + text + "\": " + message);
        }
    }
}
