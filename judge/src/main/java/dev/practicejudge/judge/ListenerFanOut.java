package dev.practicejudge.judge;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * One listener that forwards every event to each of several, in order, isolating each from the
 * others: a listener that throws is remembered with its name and receives no further event (what
 * it holds may be half-made), while the others keep receiving every event. So one report that
 * cannot be written never costs the others; the caller asks {@link #failures()} once the run is
 * over. Used from one thread at a time, as {@link JudgeListener} is.
 */
public final class ListenerFanOut extends ForwardingListener {

    /** A listener and the name a failure of it is reported under ("the JSON report"). */
    public record Named(String name, JudgeListener listener) {
        public Named {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(listener, "listener");
        }
    }

    /** A listener that threw: its name and what it threw (its first failure; it got no event after). */
    public record Failure(String name, RuntimeException cause) {
        public Failure {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(cause, "cause");
        }
    }

    private final List<Named> listeners;
    private final boolean[] failed;
    private final List<Failure> failures = new ArrayList<>();

    public ListenerFanOut(List<Named> listeners) {
        this.listeners = List.copyOf(listeners);
        this.failed = new boolean[this.listeners.size()];
    }

    /** A fan-out to listeners named by their class, for runs that name no report. */
    public static ListenerFanOut of(List<? extends JudgeListener> listeners) {
        return new ListenerFanOut(listeners.stream()
                .map(l -> new Named(l.getClass().getSimpleName(), l)).toList());
    }

    @Override
    protected void forward(JudgeEvent event) {
        for (int i = 0; i < listeners.size(); i++) {
            if (failed[i]) {
                continue;
            }
            Named named = listeners.get(i);
            try {
                event.deliverTo(named.listener());
            } catch (RuntimeException e) {
                failed[i] = true;
                failures.add(new Failure(named.name(), e));
            }
        }
    }

    /** The listeners that threw, in the order they first did; empty when none did. */
    public List<Failure> failures() {
        return List.copyOf(failures);
    }

    /**
     * Throws the first failure's exception, if a listener threw: for a caller that treats any
     * listener failure as the judge's own, once every other listener has had the whole run.
     */
    public void throwFirstFailure() {
        if (!failures.isEmpty()) {
            throw failures.get(0).cause();
        }
    }
}
