package dev.practicejudge.report;

import java.io.OutputStream;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import java.util.Map;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/**
 * Turns {@link JUnitXml} into the bytes of the {@code --junit} file: UTF-8, one element per line
 * indented by two spaces, times in seconds.
 *
 * <p>Solutions can print anything, so every string is stripped of the characters XML 1.0 cannot
 * hold before it is written; escaping is left to the JDK's XML writer.
 */
final class JUnitXmlWriter {

    /** Ant's and Surefire's timestamp: local time to the second, without a zone. */
    private static final DateTimeFormatter TIMESTAMP = DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss",
            Locale.ROOT);
    private static final String INDENT = "  ";

    private JUnitXmlWriter() {
    }

    /** Writes the report to {@code stream}, which it closes. */
    static void write(JUnitXml report, OutputStream stream) throws XMLStreamException {
        // The JDK's own writer, not whichever StAX implementation happens to be on the class path.
        XMLStreamWriter xml = XMLOutputFactory.newDefaultFactory().createXMLStreamWriter(stream, "UTF-8");
        xml.writeStartDocument("UTF-8", "1.0");
        newline(xml, 0);
        xml.writeStartElement("testsuites");
        attribute(xml, "name", JUnitXml.REPORT_NAME);
        attribute(xml, "tests", report.suites().stream().mapToInt(JUnitXml.Suite::tests).sum());
        attribute(xml, "failures", report.suites().stream().mapToInt(JUnitXml.Suite::failures).sum());
        attribute(xml, "errors", report.suites().stream().mapToInt(JUnitXml.Suite::errors).sum());
        attribute(xml, "skipped", report.suites().stream().mapToInt(JUnitXml.Suite::skipped).sum());
        attribute(xml, "time", seconds(report.suites().stream().mapToDouble(JUnitXml.Suite::timeMs).sum()));
        for (JUnitXml.Suite suite : report.suites()) {
            write(xml, suite);
        }
        newline(xml, 0);
        xml.writeEndElement();
        newline(xml, 0);
        xml.writeEndDocument();
        xml.flush();
        xml.close();
    }

    private static void write(XMLStreamWriter xml, JUnitXml.Suite suite) throws XMLStreamException {
        newline(xml, 1);
        xml.writeStartElement("testsuite");
        attribute(xml, "name", suite.name());
        attribute(xml, "tests", suite.tests());
        attribute(xml, "failures", suite.failures());
        attribute(xml, "errors", suite.errors());
        attribute(xml, "skipped", suite.skipped());
        attribute(xml, "time", seconds(suite.timeMs()));
        attribute(xml, "timestamp", TIMESTAMP.format(suite.timestamp()));
        newline(xml, 2);
        xml.writeStartElement("properties");
        for (Map.Entry<String, String> property : suite.properties().entrySet()) {
            newline(xml, 3);
            xml.writeEmptyElement("property");
            attribute(xml, "name", property.getKey());
            attribute(xml, "value", property.getValue());
        }
        newline(xml, 2);
        xml.writeEndElement();
        for (JUnitXml.Case c : suite.cases()) {
            write(xml, c);
        }
        newline(xml, 1);
        xml.writeEndElement();
    }

    private static void write(XMLStreamWriter xml, JUnitXml.Case c) throws XMLStreamException {
        newline(xml, 2);
        boolean empty = c.outcome() == JUnitXml.Outcome.PASSED;
        if (empty) {
            xml.writeEmptyElement("testcase");
        } else {
            xml.writeStartElement("testcase");
        }
        attribute(xml, "classname", c.classname());
        attribute(xml, "name", c.name());
        attribute(xml, "time", seconds(c.timeMs()));
        if (empty) {
            return;
        }
        newline(xml, 3);
        if (c.outcome() == JUnitXml.Outcome.SKIPPED) {
            xml.writeEmptyElement("skipped");
            attribute(xml, "message", c.message());
        } else {
            xml.writeStartElement(c.outcome() == JUnitXml.Outcome.ERROR ? "error" : "failure");
            attribute(xml, "type", c.type());
            attribute(xml, "message", c.message());
            xml.writeCharacters(clean(c.text()));
            xml.writeEndElement();
        }
        captured(xml, "system-out", c.output().stdout(), c.output().stdoutDropped());
        captured(xml, "system-err", c.output().stderr(), c.output().stderrDropped());
        newline(xml, 2);
        xml.writeEndElement();
    }

    private static void captured(XMLStreamWriter xml, String element, String text, long dropped)
            throws XMLStreamException {
        if (text.isEmpty() && dropped == 0) {
            return;
        }
        newline(xml, 3);
        xml.writeStartElement(element);
        xml.writeCharacters(clean(text));
        if (dropped > 0) {
            xml.writeCharacters((text.endsWith("\n") || text.isEmpty() ? "" : "\n")
                    + "[" + dropped + " more bytes were printed and dropped]\n");
        }
        xml.writeEndElement();
    }

    /** Seconds with millisecond precision and a point, never an exponent: what every reader parses. */
    static String seconds(double ms) {
        return String.format(Locale.ROOT, "%.3f", ms / 1000);
    }

    /**
     * The text without the characters XML 1.0 cannot hold (most C0 controls, unpaired surrogates,
     * U+FFFE and U+FFFF); a writer would put them out verbatim and leave the file unreadable.
     */
    static String clean(String text) {
        StringBuilder kept = null;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            boolean pair = Character.isHighSurrogate(c) && i + 1 < text.length()
                    && Character.isLowSurrogate(text.charAt(i + 1));
            boolean allowed = pair || c == '\t' || c == '\n' || c == '\r'
                    || (c >= 0x20 && c <= 0xD7FF) || (c >= 0xE000 && c <= 0xFFFD);
            if (!allowed && kept == null) {
                kept = new StringBuilder(text.length()).append(text, 0, i);
            } else if (allowed && kept != null) {
                kept.append(c);
            }
            if (pair) {
                if (kept != null) {
                    kept.append(text.charAt(i + 1));
                }
                i++;
            }
        }
        return kept == null ? text : kept.toString();
    }

    private static void attribute(XMLStreamWriter xml, String name, String value) throws XMLStreamException {
        if (value != null) {
            xml.writeAttribute(name, clean(value));
        }
    }

    private static void attribute(XMLStreamWriter xml, String name, int value) throws XMLStreamException {
        xml.writeAttribute(name, String.valueOf(value));
    }

    /** Indentation between elements only, never inside one with text, where it would change the text. */
    private static void newline(XMLStreamWriter xml, int depth) throws XMLStreamException {
        xml.writeCharacters("\n" + INDENT.repeat(depth));
    }
}
