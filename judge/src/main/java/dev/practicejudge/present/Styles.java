package dev.practicejudge.present;

import dev.practicejudge.judge.Verdict;
import picocli.CommandLine.Help.Ansi;

/**
 * The judge's few colours, switched on and off by picocli's ANSI detection: green for AC, red for a failure,
 * yellow for a judge error, bold for headings. With {@link Ansi#OFF} every method returns the
 * text unchanged, so output piped to a file or a test stays plain.
 */
public final class Styles implements Emphasis {

    private final Ansi ansi;

    public Styles(Ansi ansi) {
        this.ansi = ansi;
    }

    /** Whether colours are on, so a caller may also use other terminal control such as clearing the screen. */
    public boolean enabled() {
        return ansi.enabled();
    }

    /** Plain text everywhere: what tests and pipes get. */
    public static Styles plain() {
        return new Styles(Ansi.OFF);
    }

    /** A verdict code coloured by what it means, padded to {@code width} before colouring so columns align. */
    public String verdict(Verdict verdict, int width) {
        String padded = width > verdict.name().length() ? String.format("%-" + width + "s", verdict.name()) : verdict.name();
        String style = switch (verdict) {
            case AC -> "bold,green";
            case JE -> "bold,yellow";
            default -> "bold,red";
        };
        return styled(style, padded);
    }

    @Override
    public String bold(String text) {
        return styled("bold", text);
    }

    public String faint(String text) {
        return styled("faint", text);
    }

    public String green(String text) {
        return styled("green", text);
    }

    public String red(String text) {
        return styled("red", text);
    }

    private String styled(String style, String text) {
        // picocli decides whether colour is on (a terminal, no NO_COLOR, no --no-color); the codes are
        // written directly because picocli's @|...|@ markup would misread such characters in a
        // solution's output.
        return ansi.enabled() && !text.isEmpty() ? rawStyle(style, text) : text;
    }

    private static String rawStyle(String style, String text) {
        StringBuilder codes = new StringBuilder();
        for (String part : style.split(",")) {
            String code = switch (part) {
                case "bold" -> "1";
                case "faint" -> "2";
                case "red" -> "31";
                case "green" -> "32";
                case "yellow" -> "33";
                default -> throw new IllegalArgumentException("unknown style " + part);
            };
            codes.append(codes.length() == 0 ? "" : ";").append(code);
        }
        return "\u001B[" + codes + "m" + text + "\u001B[0m";
    }
}
