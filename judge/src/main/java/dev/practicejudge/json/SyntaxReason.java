package dev.practicejudge.json;

import dev.practicejudge.json.JsonLocator.Position;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Why a text is not JSON, in the judge's words: Jackson's reason names its own classes, features
 * and a dump of the source ({@code [Source: (String)"{"n": 4"; line: 1, column: 1]}), which tell a
 * learner nothing. The position of the mistake is not in these words: the caller has it already.
 */
final class SyntaxReason {

    private static final Pattern MARKER = Pattern.compile("\\[Source: .*; line: (\\d+), column: (\\d+)]", Pattern.DOTALL);
    private static final Pattern UNEXPECTED = Pattern.compile(
            "^Unexpected character \\('(.*)' \\(code \\d+\\)\\):? ?(.*)$", Pattern.DOTALL);
    private static final Pattern UNRECOGNIZED = Pattern.compile("^Unrecognized token '(.*?)'.*", Pattern.DOTALL);
    private static final Pattern DUPLICATE = Pattern.compile("^Duplicate field '(.*)'.*", Pattern.DOTALL);
    private static final Pattern ESCAPE = Pattern.compile("^Unrecognized character escape '(.*?)'.*", Pattern.DOTALL);
    private static final Pattern CONTROL = Pattern.compile("^Illegal unquoted character \\(\\(CTRL-CHAR, code (\\d+)\\)\\).*",
            Pattern.DOTALL);
    private static final Pattern CLOSE = Pattern.compile("^Unexpected close marker '(.)': expected '(.)'.*", Pattern.DOTALL);
    private static final Pattern STRAY_CLOSE = Pattern.compile("^Unexpected close marker '(.)'.*", Pattern.DOTALL);
    private static final Pattern NON_STANDARD = Pattern.compile("^Non-standard token '(.*?)'.*", Pattern.DOTALL);

    private SyntaxReason() {
    }

    /**
     * Jackson's reason ({@code JsonProcessingException#getOriginalMessage()}) in plain words.
     *
     * @param shift moves a position Jackson names inside its message (where an unclosed list
     *     started) into the text the caller shows
     */
    static String of(String jackson, UnaryOperator<Position> shift) {
        String text = jackson == null ? "" : jackson;
        Matcher m;
        if (text.startsWith("Unexpected end-of-input")) {
            if (text.contains("closing quote")) {
                return "the text ends inside a string: its closing `\"` is missing";
            }
            boolean array = text.contains("marker for Array");
            boolean object = text.contains("marker for Object");
            if (array || object) {
                return "the text ends before the `" + (array ? "]" : "}") + "` that closes the `" + (array ? "[" : "{") + "`"
                        + opener(text, shift);
            }
            return "the text ends in the middle of a value";
        }
        if ((m = UNEXPECTED.matcher(text)).matches()) {
            return unexpected(m.group(1), m.group(2));
        }
        if ((m = UNRECOGNIZED.matcher(text)).matches()) {
            return word(m.group(1));
        }
        if (text.startsWith("Invalid numeric value: Leading zeroes")) {
            return "a number does not start with 0 (write `7`, not `07`)";
        }
        if ((m = DUPLICATE.matcher(text)).matches()) {
            return "the field \"" + m.group(1) + "\" is given twice";
        }
        if ((m = ESCAPE.matcher(text)).matches()) {
            return "`\\" + m.group(1) + "` is not an escape JSON knows (they are \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)";
        }
        if ((m = CONTROL.matcher(text)).matches()) {
            return "a control character (code " + m.group(1) + ") inside a string is written escaped, e.g. `\\t` for a tab";
        }
        if ((m = CLOSE.matcher(text)).matches()) {
            String opener = m.group(2).equals("]") ? "[" : "{";
            return "`" + m.group(1) + "` does not close the `" + opener + "`" + opener(text, shift) + ": expected `"
                    + m.group(2) + "`";
        }
        if ((m = STRAY_CLOSE.matcher(text)).matches()) {
            return "`" + m.group(1) + "` closes nothing: there is no open `" + (m.group(1).equals("]") ? "[" : "{")
                    + "` before it";
        }
        if (text.startsWith("Trailing token")) {
            return "there is more after the value: the text holds one JSON value";
        }
        if ((m = NON_STANDARD.matcher(text)).matches()) {
            return "`" + m.group(1) + "` is not a JSON number";
        }
        return scrubbed(text);
    }

    /** Where the list or object Jackson names in its message starts, as " at line L, column C", or nothing. */
    private static String opener(String text, UnaryOperator<Position> shift) {
        Matcher m = MARKER.matcher(text);
        if (!m.find()) {
            return "";
        }
        Position at = shift.apply(new Position(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2))));
        return " at line " + at.line() + ", column " + at.column();
    }

    private static String unexpected(String found, String expecting) {
        if (expecting.contains("comma to separate Array")) {
            return "expected `,` or `]` after an element of a list, found `" + found + "`";
        }
        if (expecting.contains("comma to separate Object")) {
            return "expected `,` or `}` after a field's value, found `" + found + "`";
        }
        if (expecting.contains("colon to separate")) {
            return "expected `:` after the field's name, found `" + found + "`";
        }
        if (expecting.contains("double-quote to start field name")) {
            return found.equals("}") ? "a `,` before `}` has no field after it: remove it"
                    : "expected a field name in double quotes, found `" + found + "`, e.g. {\"n\": 4}";
        }
        if (expecting.contains("root-level values")) {
            return "expected the end of the value, found `" + found + "`";
        }
        if (expecting.contains("expected a valid value") || expecting.contains("expected a value")) {
            return switch (found) {
                case "]", "}" -> "a value is missing before `" + found + "` (a `,` too many?)";
                case "," -> "a value is missing before `,`";
                case "'" -> "a string is written in double quotes, not single ones, e.g. \"abc\"";
                default -> "expected a value, found `" + found + "`";
            };
        }
        return "unexpected `" + found + "`";
    }

    /** A bare word where a value was meant: most often a string written without its quotes. */
    private static String word(String word) {
        return "`" + word + "` is not a JSON value: a string is written in double quotes, e.g. \"" + word + "\"";
    }

    /** Any other reason, with Jackson's class names, feature names and source dump cut out. */
    private static String scrubbed(String text) {
        String reason = text.replaceAll("\\s*\\((start marker|for \\w+ starting) at \\[Source:.*", "")
                .replaceAll("\\s*at \\[Source:.*", "")
                .replaceAll(" \\(code \\d+\\)", "")
                .replaceAll("\\s*\\(bound as [^)]*\\)", "")
                .replaceAll(":?\\s*(enable|not allowed as per) `[^`]*`.*", "");
        int cut = reason.indexOf("Source:");
        if (cut >= 0) {
            reason = reason.substring(0, cut);
        }
        reason = reason.replaceAll("`?com\\.fasterxml\\.[\\w.$]*`?", "").trim();
        return reason.isEmpty() ? "not valid JSON here" : Character.toLowerCase(reason.charAt(0)) + reason.substring(1);
    }
}
