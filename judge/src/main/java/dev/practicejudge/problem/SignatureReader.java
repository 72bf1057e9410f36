package dev.practicejudge.problem;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.provided.ProvidedTypes;
import dev.practicejudge.provided.ValueForm;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Reads the spec's signature section: {@code "method"} (with its node bindings, {@code "mutates"}
 * and {@code "returnsNodeOf"}), or {@code "design"} (a class called in sequence), or {@code "codec"}
 * (a class judged by a round trip).
 */
final class SignatureReader {

    private SignatureReader() {
    }

    static MethodSignature readMethod(PackageJson doc, JsonNode root) throws ProblemFormatException {
        List<String> entries = Stream.of("method", "design", "codec").filter(root::has).toList();
        if (entries.size() > 1) {
            throw doc.error("/" + entries.get(1), "a problem has one of \"method\", \"design\" and \"codec\", "
                    + "not " + String.join(" and ", entries));
        }
        if (root.has("design")) {
            return readDesign(doc, root.get("design"), "/design", false).entry();
        }
        if (root.has("codec")) {
            return readDesign(doc, root.get("codec"), "/codec", true).entry();
        }
        if (!root.has("method")) {
            throw doc.error("", "missing field \"method\" (the method a Solution implements: name, params, returns), "
                    + "or \"design\" (a class called in sequence) or \"codec\" (a class judged by a round trip)");
        }
        return readMethod(doc, root.get("method"), "/method", true);
    }

    /** A design problem's class ({@code "design"}) or a codec ({@code "codec"}). */
    private static Design readDesign(PackageJson doc, JsonNode d, String at, boolean codec) throws ProblemFormatException {
        doc.requireObject(d, at);
        doc.rejectUnknownFields(d, at, codec ? Set.of("class", "encode", "decode", "objects")
                : Set.of("class", "constructor", "methods"));
        String className = doc.requireText(d, at, "class");
        if (!isJavaIdentifier(className)) {
            throw doc.error(at + "/class", "\"" + className + "\" is not a class name a design problem can use");
        }
        if (codec) {
            for (String field : List.of("encode", "decode")) {
                if (!d.has(field)) {
                    throw doc.error(at, "missing field \"" + field + "\": the codec's " + field + "r, a method "
                            + "{\"name\": ..., \"params\": [...], \"returns\": ...}");
                }
            }
            MethodSignature encode = readMethod(doc, d.get("encode"), at + "/encode", false);
            MethodSignature decode = readMethod(doc, d.get("decode"), at + "/decode", false);
            if (decode.parameters().size() != 1 || !decode.parameters().get(0).type().equals(encode.returnType())) {
                throw doc.error(at + "/decode", "the decoder must take exactly what the encoder returns ("
                        + encode.returnType() + ")");
            }
            if (encode.returnType().isVoid()) {
                throw doc.error(at + "/encode/returns", "the encoder must return the encoded value");
            }
            int objects = 2;
            if (d.has("objects")) {
                JsonNode count = d.get("objects");
                if (!count.isInt() || (count.asInt() != 1 && count.asInt() != 2)) {
                    throw doc.error(at + "/objects", "\"objects\" is 1 (one object encodes and decodes, "
                            + "codec.decode(codec.encode(x))) or 2 (a new object for each, LeetCode's usual driver), not "
                            + count);
                }
                objects = count.asInt();
            }
            return new Design(className, true, List.of(), List.of(encode, decode), objects == 1);
        }
        List<Parameter> constructor = d.has("constructor")
                ? readParams(doc, d.get("constructor"), at + "/constructor") : List.of();
        if (!d.has("methods") || !d.get("methods").isArray() || d.get("methods").isEmpty()) {
            throw doc.error(at, "missing field \"methods\": the methods a test calls, each {\"name\": ..., "
                    + "\"params\": [...], \"returns\": ...}");
        }
        List<MethodSignature> methods = new ArrayList<>();
        Set<String> names = new LinkedHashSet<>();
        for (int i = 0; i < d.get("methods").size(); i++) {
            MethodSignature method = readMethod(doc, d.get("methods").get(i), at + "/methods/" + i, false);
            if (!names.add(method.name())) {
                throw doc.error(at + "/methods/" + i + "/name", "method \"" + method.name() + "\" is declared twice "
                        + "(a test names a call by its method's name, so overloads cannot be told apart)");
            }
            if (method.name().equals(className)) {
                throw doc.error(at + "/methods/" + i + "/name", "a method cannot have the class's name; the "
                        + "constructor is \"constructor\"");
            }
            methods.add(method);
        }
        return new Design(className, false, constructor, methods);
    }

    private static List<Parameter> readParams(PackageJson doc, JsonNode paramsNode, String at)
            throws ProblemFormatException {
        if (!paramsNode.isArray()) {
            throw doc.error(at, "expected a list of parameters, each {\"name\": ..., \"type\": ...}");
        }
        List<Parameter> params = new ArrayList<>();
        Set<String> names = new LinkedHashSet<>();
        for (int i = 0; i < paramsNode.size(); i++) {
            Parameter parameter = readParam(doc, paramsNode.get(i), at + "/" + i, names, false);
            params.add(parameter);
        }
        return params;
    }

    static MethodSignature readMethod(PackageJson doc, JsonNode m, String where, boolean solutionMethod)
            throws ProblemFormatException {
        doc.requireObject(m, where);
        doc.rejectUnknownFields(m, where, solutionMethod
                ? Set.of("name", "params", "returns", "mutates", "returnsNodeOf", "returnsForm")
                : Set.of("name", "params", "returns"));
        String name = doc.requireText(m, where, "name");
        if (!isJavaIdentifier(name)) {
            throw doc.error(where + "/name", "\"" + name + "\" is not a Java method name");
        }
        if (!m.has("params") || !m.get("params").isArray()) {
            throw doc.error(where, "missing field \"params\": a list of {\"name\": ..., \"type\": ...}");
        }
        List<Parameter> params = new ArrayList<>();
        Set<String> names = new LinkedHashSet<>();
        JsonNode paramsNode = m.get("params");
        for (int i = 0; i < paramsNode.size(); i++) {
            params.add(readParam(doc, paramsNode.get(i), where + "/params/" + i, names, solutionMethod));
        }
        for (int i = 0; i < params.size(); i++) {
            Parameter p = params.get(i);
            if (p.tailLinksTo().isPresent() && names.contains(p.tailLinksTo().get())) {
                throw doc.error(where + "/params/" + i + "/tailLinksTo", "\"" + p.tailLinksTo().get() + "\" is a "
                        + "parameter; the field that builds the cycle is in the input beside the parameters, and is "
                        + "not passed to the method");
            }
            if (p.nodeOf().isPresent()) {
                requireTreeParameter(doc, where + "/params/" + i + "/nodeOf", p.nodeOf().get(), params, p.name());
            }
        }
        TypeRef returns = doc.parseType(doc.requireText(m, where, "returns"), where + "/returns");
        if (solutionMethod && m.has("returnsForm")) {
            returns = withForm(doc, m, where, "returnsForm", returns);
        }
        if (!solutionMethod) {
            return new MethodSignature(name, params, returns, Optional.empty());
        }
        Optional<String> returnsNodeOf = Optional.empty();
        if (m.has("returnsNodeOf")) {
            returnsNodeOf = Optional.of(doc.requireText(m, where, "returnsNodeOf"));
            if (!returns.toString().equals(ProvidedTypes.TREE.name())) {
                throw doc.error(where + "/returnsNodeOf", "\"returnsNodeOf\" is for a method that returns "
                        + ProvidedTypes.TREE.name() + "; this one returns " + returns);
            }
            requireTreeParameter(doc, where + "/returnsNodeOf", returnsNodeOf.get(), params, null);
        }
        Optional<String> mutates = Optional.empty();
        if (m.has("mutates")) {
            String target = doc.requireText(m, where, "mutates");
            if (!names.contains(target)) {
                throw doc.error(where + "/mutates", "\"mutates\" names \"" + target + "\", which is not a parameter " + names);
            }
            if (!returns.isVoid()) {
                throw doc.error(where + "/mutates", "\"mutates\" is for void methods; this one returns " + returns);
            }
            mutates = Optional.of(target);
        } else if (returns.isVoid()) {
            throw doc.error(where, "a void method needs \"mutates\": the parameter whose final value is the output");
        }
        return new MethodSignature(name, params, returns, mutates, returnsNodeOf);
    }

    private static Parameter readParam(PackageJson doc, JsonNode p, String at, Set<String> names, boolean mayBindNodes)
            throws ProblemFormatException {
        doc.requireObject(p, at);
        doc.rejectUnknownFields(p, at, mayBindNodes ? Set.of("name", "type", "nodeOf", "form", "tailLinksTo")
                : Set.of("name", "type"));
        String paramName = doc.requireText(p, at, "name");
        if (!isJavaIdentifier(paramName)) {
            throw doc.error(at + "/name", "\"" + paramName + "\" is not a Java parameter name");
        }
        if (!names.add(paramName)) {
            throw doc.error(at + "/name", "parameter \"" + paramName + "\" is declared twice");
        }
        TypeRef type = doc.parseType(doc.requireText(p, at, "type"), at + "/type");
        if (type.isVoid()) {
            throw doc.error(at + "/type", "a parameter cannot be void");
        }
        if (p.has("form")) {
            type = withForm(doc, p, at, "form", type);
        }
        Optional<String> nodeOf = Optional.empty();
        if (p.has("nodeOf")) {
            nodeOf = Optional.of(doc.requireText(p, at, "nodeOf"));
            if (!type.toString().equals(ProvidedTypes.TREE.name())) {
                throw doc.error(at + "/nodeOf", "\"nodeOf\" binds a " + ProvidedTypes.TREE.name()
                        + " parameter to a node of another argument; \"" + paramName + "\" is " + type);
            }
        }
        Optional<String> tailLinksTo = Optional.empty();
        if (p.has("tailLinksTo")) {
            tailLinksTo = Optional.of(doc.requireText(p, at, "tailLinksTo"));
            if (!type.isNode() || !ProvidedTypes.of(type.name()).mayHaveCycle()) {
                throw doc.error(at + "/tailLinksTo", "\"tailLinksTo\" builds a cycle into a linked list; \""
                        + paramName + "\" is " + type);
            }
            if (!isJavaIdentifier(tailLinksTo.get())) {
                throw doc.error(at + "/tailLinksTo", "\"" + tailLinksTo.get() + "\" is not a name a test's input can use");
            }
        }
        return new Parameter(paramName, type, nodeOf, tailLinksTo);
    }

    /** The type shown in the form {@code field} names ({@code "form": "bits32"}), which must be for that type. */
    private static TypeRef withForm(PackageJson doc, JsonNode holder, String at, String field, TypeRef type)
            throws ProblemFormatException {
        String name = doc.requireText(holder, at, field);
        ValueForm form = ProvidedTypes.form(name).orElseThrow(() -> doc.error(at + "/" + field, "unknown form \""
                + name + "\" (known: " + String.join(", ", ProvidedTypes.formNames()) + ")"));
        if (!type.toString().equals(form.javaType())) {
            throw doc.error(at + "/" + field, "the form \"" + name + "\" is for " + form.javaType() + ", not " + type);
        }
        return type.shownAs(form);
    }

    /** A node binding must name another parameter, a tree whose nodes are given in full. */
    private static void requireTreeParameter(PackageJson doc, String at, String target, List<Parameter> params,
                                             String self) throws ProblemFormatException {
        Parameter named = params.stream().filter(p -> p.name().equals(target)).findFirst().orElse(null);
        if (named == null || target.equals(self)) {
            throw doc.error(at, "\"" + target + "\" is not another parameter; name the " + ProvidedTypes.TREE.name()
                    + " parameter whose nodes these are (one of " + params.stream().filter(p -> !p.name().equals(self))
                    .map(Parameter::name).toList() + ")");
        }
        if (!named.type().toString().equals(ProvidedTypes.TREE.name()) || named.nodeOf().isPresent()) {
            throw doc.error(at, "\"" + target + "\" must be a " + ProvidedTypes.TREE.name()
                    + " parameter given as a whole tree; it is "
                    + named.type() + (named.nodeOf().isPresent() ? " bound to a node itself" : ""));
        }
    }

    private static boolean isJavaIdentifier(String name) {
        if (name.isEmpty() || !Character.isJavaIdentifierStart(name.charAt(0))) {
            return false;
        }
        return name.chars().allMatch(Character::isJavaIdentifierPart);
    }
}
