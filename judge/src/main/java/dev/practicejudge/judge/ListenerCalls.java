package dev.practicejudge.judge;

import java.util.Objects;
import java.util.function.Consumer;

/**
 * A listener that turns one problem's events into {@link JudgeEvent}s, to be delivered later to
 * another listener: {@link ParallelJudging} queues them for the calling thread, and
 * {@code test --vs-reference} holds a problem's results back until its references are timed.
 * {@code runFinished} is not a problem's event and is refused.
 */
class ListenerCalls extends ForwardingListener {

    private final Consumer<? super JudgeEvent> sink;

    /** @param sink receives each event as it happens */
    ListenerCalls(Consumer<? super JudgeEvent> sink) {
        this.sink = Objects.requireNonNull(sink, "sink");
    }

    @Override
    protected void forward(JudgeEvent event) {
        if (event instanceof JudgeEvent.RunFinished) {
            throw new IllegalStateException("a job reports one problem; the run's end is the caller's to report");
        }
        sink.accept(event);
    }
}
