package dev.practicejudge.report;

import dev.practicejudge.judge.JudgeListener;
import dev.practicejudge.judge.RunSummary;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.LocalDateTime;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import javax.xml.stream.XMLStreamException;

/**
 * Writes the JUnit XML report ({@code --junit FILE}) when the run ends: {@link JUnitXml} is what it
 * holds (the mapping from verdicts to suites and test cases), {@link JUnitXmlWriter} its bytes.
 */
public final class JUnitXmlReporter implements JudgeListener {

    private final Path file;
    private final Clock clock;
    /** When each problem started being judged, for its suite's timestamp; by problem id. */
    private final Map<String, LocalDateTime> started = new HashMap<>();

    public JUnitXmlReporter(Path file) {
        this(file, Clock.systemDefaultZone());
    }

    /** @param clock gives the suites' timestamps, read in the clock's zone */
    public JUnitXmlReporter(Path file, Clock clock) {
        this.file = Objects.requireNonNull(file, "file");
        this.clock = Objects.requireNonNull(clock, "clock");
    }

    @Override
    public void problemStarted(String problemId, String title, int testCount, String solution) {
        started.put(problemId, LocalDateTime.now(clock));
    }

    @Override
    public void runFinished(RunSummary summary) {
        JUnitXml report = JUnitXml.of(summary, started, LocalDateTime.now(clock));
        try {
            Path parent = file.toAbsolutePath().getParent();
            if (parent != null) {
                Files.createDirectories(parent);
            }
            try (OutputStream out = Files.newOutputStream(file)) {
                JUnitXmlWriter.write(report, out);
            }
        } catch (IOException e) {
            throw cannotWrite(e);
        } catch (XMLStreamException e) {
            // The JDK's writer reports a failed write to the stream as an XMLStreamException.
            throw cannotWrite(e.getCause() instanceof IOException io ? io : new IOException(e.getMessage(), e));
        }
    }

    private UncheckedIOException cannotWrite(IOException e) {
        return new UncheckedIOException("cannot write the JUnit XML report to " + file + ": " + e.getMessage(), e);
    }
}
