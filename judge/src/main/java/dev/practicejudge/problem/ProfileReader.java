package dev.practicejudge.problem;

import static dev.practicejudge.problem.InputBinding.describe;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** Reads the spec's {@code "profile"}: the ladder of inputs {@code profile} measures on. */
final class ProfileReader {

    private ProfileReader() {
    }

    /**
     * The inputs {@code profile} measures on: {@code {"inputs": [{"n": 4}, {"n": 5}]}}, smallest
     * first, each bound to the method's parameters as a test's input is. Nothing else is asked of
     * them: not the generator's ranges nor its {@code invalid()}, since a ladder may go beyond the
     * tests' sizes to show growth.
     */
    static Optional<ProfileSpec> readProfile(PackageJson doc, JsonNode root, MethodSignature method)
            throws ProblemFormatException {
        if (!root.has("profile")) {
            return Optional.empty();
        }
        JsonNode p = root.get("profile");
        String example = "{\"inputs\": [" + profileExample(method) + ", ...]}";
        if (!p.isObject()) {
            throw doc.error("/profile", "the profile is " + example + ": the inputs to measure on, smallest "
                    + "first, each like a test file's \"input\"; found " + describe(p));
        }
        doc.rejectUnknownFields(p, "/profile", Set.of("inputs"));
        if (!p.has("inputs")) {
            throw doc.error("/profile", "missing field \"inputs\": the inputs to measure on, smallest first, each "
                    + "like a test file's \"input\", e.g. " + example);
        }
        JsonNode inputs = p.get("inputs");
        if (!inputs.isArray()) {
            throw doc.error("/profile/inputs", "\"inputs\" must be a list of inputs, smallest first, each like a test "
                    + "file's \"input\"; found " + describe(inputs));
        }
        if (inputs.size() < ProfileSpec.MIN_INPUTS) {
            throw doc.error("/profile/inputs", "\"inputs\" " + (inputs.isEmpty() ? "is empty" : "has one input")
                    + ": a profile shows how time grows, so it needs at least " + ProfileSpec.MIN_INPUTS
                    + " inputs of growing size, e.g. " + example);
        }
        List<ObjectNode> ladder = new ArrayList<>();
        for (int i = 0; i < inputs.size(); i++) {
            try {
                InputBinding.bind(inputs.get(i), method);
            } catch (InputBinding.Mismatch e) {
                throw doc.error("/profile/inputs/" + i + e.pointer(), "profile input " + (i + 1) + " of "
                        + inputs.size() + " does not fit the method: " + e.getMessage());
            }
            ladder.add((ObjectNode) inputs.get(i));
        }
        return Optional.of(new ProfileSpec(ladder));
    }

    /** Two inputs of a profile, as advice: {@code {"n": 4}, {"n": 5}} for a method of one int, else a sketch. */
    private static String profileExample(MethodSignature method) {
        if (method.parameters().size() == 1 && method.parameters().get(0).type().toString().equals("int")) {
            String name = method.parameters().get(0).name();
            return "{\"" + name + "\": 4}, {\"" + name + "\": 5}";
        }
        return "{...}, {...}";  // each as a test file's "input"
    }
}
