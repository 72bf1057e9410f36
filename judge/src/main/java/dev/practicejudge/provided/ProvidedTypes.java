package dev.practicejudge.provided;

import java.util.List;
import java.util.Optional;

/** The one list of provided types: every place that handles provided types asks it. */
public final class ProvidedTypes {

    /**
     * LeetCode's binary tree. Named on its own only for what LeetCode offers for trees alone: a
     * method that takes or returns one node of an input tree (Lowest Common Ancestor's {@code p}).
     */
    public static final ProvidedType TREE = new TreeNodeType();

    private static final List<ProvidedType> ALL = List.of(TREE, new ListNodeType(), new GraphNodeType());

    /** The forms in which LeetCode shows a plain value other than as its JSON ({@link ValueForm}). */
    private static final List<ValueForm> FORMS = List.of(new UnsignedBitsForm(), new BinaryDigitsForm());

    private ProvidedTypes() {
    }

    /** The value form a spec names ({@code "bits32"}), if it is one. */
    public static Optional<ValueForm> form(String name) {
        return FORMS.stream().filter(form -> form.name().equals(name)).findFirst();
    }

    /** The names of every value form. */
    public static List<String> formNames() {
        return FORMS.stream().map(ValueForm::name).toList();
    }

    /** Every provided type, in a fixed order. */
    public static List<ProvidedType> all() {
        return ALL;
    }

    /** The provided type of this (simple) class name, if it is one. */
    public static Optional<ProvidedType> named(String name) {
        for (ProvidedType type : ALL) {
            if (type.name().equals(name)) {
                return Optional.of(type);
            }
        }
        return Optional.empty();
    }

    /** The provided type of this name, which the caller knows is one (a {@code TypeRef} that is a node). */
    public static ProvidedType of(String name) {
        return named(name).orElseThrow(() -> new IllegalArgumentException(name + " is not a provided type"));
    }

    /** The names of every provided type, in {@link #all()}'s order. */
    public static List<String> names() {
        return ALL.stream().map(ProvidedType::name).toList();
    }
}
