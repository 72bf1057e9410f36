package dev.practicejudge.report;

import dev.practicejudge.judge.ForwardingListener;
import dev.practicejudge.judge.JudgeEvent;
import dev.practicejudge.present.Styles;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;

/**
 * The console report held back: keeps a run's events as they come and prints them as
 * {@link ConsoleReporter} does only when asked, so that what it prints follows whatever else the
 * run printed meanwhile ({@code debug}'s attach line and the debugging).
 */
public final class DeferredConsole extends ForwardingListener {

    private final PrintWriter out;
    private final Styles styles;
    private final List<JudgeEvent> events = new ArrayList<>();

    public DeferredConsole(PrintWriter out, Styles styles) {
        this.out = out;
        this.styles = styles;
    }

    @Override
    protected void forward(JudgeEvent event) {
        events.add(event);
    }

    /** Prints every event kept so far, in the order they came, as the console report prints them. */
    public void print() {
        ConsoleReporter console = new ConsoleReporter(out, styles);
        events.forEach(event -> event.deliverTo(console));
    }
}
