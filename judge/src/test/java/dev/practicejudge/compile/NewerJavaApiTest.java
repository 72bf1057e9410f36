package dev.practicejudge.compile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A missing Java 21 name on an older JDK says so, and how to run the judge on a newer one. */
class NewerJavaApiTest {

    private static final String REMOVE_LAST = "cannot find symbol\n  symbol:   method removeLast()\n"
            + "  location: variable queens of type java.util.List<java.lang.Integer>";

    @Test
    void sequencedMethodOnAListOnJava17() {
        String note = NewerJavaApi.note(REMOVE_LAST, 17, "/usr/lib/jvm/java-17").orElseThrow();

        assertTrue(note.contains("List.removeLast is Java 21 API; this judge runs on Java 17 (/usr/lib/jvm/java-17)"), note);
        assertTrue(note.contains("LeetCode runs Java 21"), note);
        assertTrue(note.contains("JAVA_HOME=/path/to/jdk21 ./judgew test"), note);
    }

    @Test
    void noNoteOnJava21OrNewer() {
        assertEquals(Optional.empty(), NewerJavaApi.note(REMOVE_LAST, 21, "/jdk"));
    }

    @Test
    void sameNameOnTheLearnersOwnClassIsNotJava21() {
        assertEquals(Optional.empty(), NewerJavaApi.note("cannot find symbol\n  symbol:   method removeLast()\n"
                + "  location: variable stack of type Stack2", 17, "/jdk"));
    }

    @Test
    void staticMethodsAndSequencedTypes() {
        assertTrue(NewerJavaApi.note("cannot find symbol\n  symbol:   method clamp(int,int,int)\n  location: class Math",
                17, "/jdk").orElseThrow().startsWith("note: Math.clamp is Java 21 API"));
        assertTrue(NewerJavaApi.note("cannot find symbol\n  symbol:   class SequencedCollection\n"
                + "  location: class Solution", 17, "/jdk").orElseThrow().startsWith("note: SequencedCollection is"));
    }

    @Test
    void otherErrorsGetNoNote() {
        assertEquals(Optional.empty(), NewerJavaApi.note("cannot find symbol\n  symbol:   variable boards\n"
                + "  location: class Solution", 17, "/jdk"));
        assertEquals(Optional.empty(), NewerJavaApi.note("';' expected", 17, "/jdk"));
    }
}
