package dev.practicejudge.compile;

import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The Java 21 API a LeetCode solution is likely to use (LeetCode runs Java 21), so that a
 * "cannot find symbol" for it on an older JDK says why and how to run the judge on a newer one.
 * The one table of such names; small on purpose.
 */
final class NewerJavaApi {

    /** The Java release that LeetCode runs, and that added these names. */
    static final int RELEASE = 21;

    private static final Set<String> SEQUENCED_OWNERS = Set.of("Collection", "List", "ArrayList", "LinkedList",
            "Vector", "Stack", "Deque", "ArrayDeque", "Set", "LinkedHashSet", "SortedSet", "NavigableSet", "TreeSet",
            "Map", "LinkedHashMap", "SortedMap", "NavigableMap", "TreeMap");

    /** Method name to the types (simple names) on which Java 21 added it. */
    private static final Map<String, Set<String>> METHODS = Map.of(
            "getFirst", SEQUENCED_OWNERS, "getLast", SEQUENCED_OWNERS,
            "removeFirst", SEQUENCED_OWNERS, "removeLast", SEQUENCED_OWNERS,
            "addFirst", SEQUENCED_OWNERS, "addLast", SEQUENCED_OWNERS, "reversed", SEQUENCED_OWNERS,
            "clamp", Set.of("Math", "StrictMath"),
            "repeat", Set.of("StringBuilder", "StringBuffer"),
            "isEmoji", Set.of("Character"));

    /** Types Java 21 added. */
    private static final Set<String> CLASSES = Set.of("SequencedCollection", "SequencedSet", "SequencedMap");

    private static final Pattern SYMBOL = Pattern.compile("symbol:\\s+(method|class|interface) (\\w+)");
    private static final Pattern LOCATION = Pattern.compile("location:.*?(?:of type |class |interface )([\\w.]+)");
    private static final Pattern INDEX_OF_RANGE =
            Pattern.compile("no suitable method found for indexOf\\([^,()]+,[^,()]+,[^,()]+\\)");

    private NewerJavaApi() {
    }

    /** The note to add to a javac error, when it is about Java 21 API and this JDK is older. */
    static Optional<String> note(String message) {
        return note(message, Runtime.version().feature(), System.getProperty("java.home", "?"));
    }

    static Optional<String> note(String message, int runningFeature, String javaHome) {
        if (runningFeature >= RELEASE) {
            return Optional.empty();
        }
        return symbol(message).map(name -> "note: " + name + " is Java " + RELEASE + " API; this judge runs on Java "
                + runningFeature + " (" + javaHome + "); LeetCode runs Java " + RELEASE + ". Run the judge on JDK "
                + RELEASE + " or newer: JAVA_HOME=/path/to/jdk" + RELEASE + " ./judgew test <id>");
    }

    private static Optional<String> symbol(String message) {
        if (INDEX_OF_RANGE.matcher(message).find() && message.contains("String.indexOf")) {
            return Optional.of("String.indexOf(ch, beginIndex, endIndex)");
        }
        if (!message.startsWith("cannot find symbol")) {
            return Optional.empty();
        }
        Matcher symbol = SYMBOL.matcher(message);
        if (!symbol.find()) {
            return Optional.empty();
        }
        String name = symbol.group(2);
        if (!symbol.group(1).equals("method")) {
            return CLASSES.contains(name) ? Optional.of(name) : Optional.empty();
        }
        Set<String> owners = METHODS.get(name);
        Matcher location = LOCATION.matcher(message);
        if (owners == null || !location.find()) {
            return Optional.empty();
        }
        String owner = location.group(1);
        owner = owner.substring(owner.lastIndexOf('.') + 1);
        return owners.contains(owner) ? Optional.of(owner + "." + name) : Optional.empty();
    }
}
