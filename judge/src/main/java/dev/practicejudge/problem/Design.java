package dev.practicejudge.problem;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * A design problem's class, as LeetCode states it: {@code LRUCache} with its constructor and
 * methods, called in sequence by a test's operation list; or a codec ({@code Codec}), judged by the
 * round trip of its encoder and decoder, through two objects or one.
 *
 * @param className the class a solution declares instead of {@code Solution}
 * @param roundTrip whether this is a codec: {@code methods} are then the encoder and the decoder,
 *     and the output is {@code new C().decode(new C().encode(input))}, as LeetCode's driver calls it
 *     (or through one object: {@code oneObject})
 * @param constructor the constructor's parameters (none for a codec)
 * @param methods the methods a test may call, in the statement's order
 * @param oneObject for a codec, whether one object both encodes and decodes, {@code
 *     codec.decode(codec.encode(strs))}, as LeetCode's driver calls Encode and Decode Strings; two
 *     objects otherwise, as it calls Serialize and Deserialize Binary Tree
 */
public record Design(String className, boolean roundTrip, List<Parameter> constructor, List<MethodSignature> methods,
                     boolean oneObject) {

    /** The input's two fields, as LeetCode lays a design test out. */
    public static final String OPERATIONS = "operations";
    public static final String ARGUMENTS = "arguments";

    public Design {
        Objects.requireNonNull(className, "className");
        constructor = List.copyOf(constructor);
        methods = List.copyOf(methods);
        if (roundTrip && methods.size() != 2) {
            throw new IllegalArgumentException("a codec has an encoder and a decoder, not " + methods.size() + " methods");
        }
        if (oneObject && !roundTrip) {
            throw new IllegalArgumentException("only a codec is called through one object or two");
        }
    }

    /** A design problem's class, or a codec called through two objects. */
    public Design(String className, boolean roundTrip, List<Parameter> constructor, List<MethodSignature> methods) {
        this(className, roundTrip, constructor, methods, false);
    }

    /** The method of that name, if the class has one. */
    public Optional<MethodSignature> method(String name) {
        return methods.stream().filter(m -> m.name().equals(name)).findFirst();
    }

    /** The constructor as a learner writes it: {@code public LRUCache(int capacity)}. */
    public String constructorDeclaration() {
        return "public " + className + "(" + constructor.stream().map(Parameter::toString)
                .collect(Collectors.joining(", ")) + ")";
    }

    /** The class as a skeleton, for messages: its constructor and methods, one per line. */
    public String skeleton() {
        StringBuilder text = new StringBuilder("class " + className + " {\n");
        if (!roundTrip) {
            text.append("        ").append(constructorDeclaration()).append(" { ... }\n");
        }
        for (MethodSignature method : methods) {
            text.append("        ").append(method.declaration()).append(" { ... }\n");
        }
        return text.append("    }").toString();
    }

    /**
     * The signature the judge drives, standing for the whole class: for a codec, the encoder's
     * parameters and the decoder's result; otherwise LeetCode's two lists, the calls' names and
     * their arguments, and one output per call.
     */
    public MethodSignature entry() {
        if (roundTrip) {
            return new MethodSignature(className, methods.get(0).parameters(), methods.get(1).returnType(),
                    Optional.empty(), Optional.empty(), Optional.of(this));
        }
        return new MethodSignature(className, List.of(new Parameter(OPERATIONS, TypeRef.parse("List<String>")),
                new Parameter(ARGUMENTS, new TypeRef("List", List.of(TypeRef.ANY), 0))),
                new TypeRef("List", List.of(TypeRef.ANY), 0), Optional.empty(), Optional.empty(), Optional.of(this));
    }
}
