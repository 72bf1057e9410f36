package dev.practicejudge.judge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.UncheckedIOException;
import java.io.IOException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link ListenerFanOut}: every event to every listener, in order, one listener's failure isolated from the rest. */
class ListenerFanOutTest {

    /** One of each event kind, in a run's order. */
    private static final List<JudgeEvent> EVERY_EVENT = List.of(
            new JudgeEvent.ProblemStarted("n-queens", "N-Queens", 2, "solutions/n-queens/Solution.java"),
            new JudgeEvent.ResultRemembered("n-queens", Instant.EPOCH),
            new JudgeEvent.TestsPlanned("n-queens", List.of("01", "02")),
            new JudgeEvent.ReferenceTimesMeasured("n-queens", null),
            new JudgeEvent.TestFinished("n-queens", null),
            new JudgeEvent.OwnTestsPlanned("n-queens", List.of("mine")),
            new JudgeEvent.OwnTestFinished("n-queens", null),
            new JudgeEvent.ProblemFinished(null),
            new JudgeEvent.RunFinished(new RunSummary(List.of(), List.of())));

    @Test
    void everyKindOfEventReachesEveryListenerInOrder() {
        List<JudgeEvent> first = new ArrayList<>();
        List<JudgeEvent> second = new ArrayList<>();
        ListenerFanOut fanOut = ListenerFanOut.of(List.of(recorder(first), recorder(second)));

        EVERY_EVENT.forEach(event -> event.deliverTo(fanOut));

        assertEquals(EVERY_EVENT, first);
        assertEquals(EVERY_EVENT, second);
        assertEquals(List.of(), fanOut.failures());
    }

    @Test
    void aListenerThatThrowsIsNamedAndTheOthersStillReceiveEveryEvent() {
        UncheckedIOException cannotWrite = new UncheckedIOException("cannot write the JSON report to x.json",
                new IOException("Not a directory"));
        List<JudgeEvent> before = new ArrayList<>();
        List<JudgeEvent> after = new ArrayList<>();
        ListenerFanOut fanOut = new ListenerFanOut(List.of(
                new ListenerFanOut.Named("console", recorder(before)),
                new ListenerFanOut.Named("the JSON report", new JudgeListener() {
                    @Override
                    public void runFinished(RunSummary summary) {
                        throw cannotWrite;
                    }
                }),
                new ListenerFanOut.Named("the JUnit XML report", recorder(after))));

        EVERY_EVENT.forEach(event -> event.deliverTo(fanOut));

        assertEquals(EVERY_EVENT, before);
        assertEquals(EVERY_EVENT, after);
        assertEquals(List.of(new ListenerFanOut.Failure("the JSON report", cannotWrite)), fanOut.failures());
        assertSame(cannotWrite, assertThrows(UncheckedIOException.class, fanOut::throwFirstFailure));
    }

    @Test
    void aListenerThatFailedReceivesNoFurtherEventSoItFailsOnce() {
        List<String> calls = new ArrayList<>();
        ListenerFanOut fanOut = ListenerFanOut.of(List.of(new JudgeListener() {
            @Override
            public void testFinished(String problemId, TestResult result) {
                calls.add("testFinished");
                throw new IllegalStateException("broken");
            }

            @Override
            public void runFinished(RunSummary summary) {
                calls.add("runFinished");
            }
        }));

        EVERY_EVENT.forEach(event -> event.deliverTo(fanOut));
        EVERY_EVENT.forEach(event -> event.deliverTo(fanOut));

        assertEquals(List.of("testFinished"), calls);
        assertEquals(1, fanOut.failures().size());
    }

    @Test
    void theForwardingListenerTurnsEveryListenerMethodIntoAnEvent() throws NoSuchMethodException {
        // A method added to JudgeListener and not here would be dropped by every fan-out and recorder.
        for (Method method : JudgeListener.class.getDeclaredMethods()) {
            if (Modifier.isStatic(method.getModifiers())) {
                continue;
            }
            Method forwarded = ForwardingListener.class.getDeclaredMethod(method.getName(), method.getParameterTypes());
            assertEquals(ForwardingListener.class, forwarded.getDeclaringClass(), method.getName());
        }
        assertEquals(EVERY_EVENT.size(), Arrays.stream(JudgeListener.class.getDeclaredMethods())
                .filter(m -> !Modifier.isStatic(m.getModifiers())).count(), "one event value per listener method");
    }

    private static JudgeListener recorder(List<JudgeEvent> events) {
        return new ForwardingListener() {
            @Override
            protected void forward(JudgeEvent event) {
                events.add(event);
            }
        };
    }
}
