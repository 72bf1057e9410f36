package dev.practicejudge.interview;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The follow-up questions of an editorial: the items of its "## Follow-up" (or "## Follow-up
 * questions") section, which an interviewer asks once the problem is solved. Each item is one
 * string, its wrapped lines joined.
 */
public final class FollowUps {

    private static final Pattern HEADING = Pattern.compile("^##\\s+Follow-ups?(\\s+questions)?\\s*$",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern ITEM = Pattern.compile("^\\s{0,3}([-*+]|\\d+[.)])\\s+(.*)$");

    private FollowUps() {
    }

    /** The questions, in order; none when the editorial has no such section. */
    public static List<String> of(String editorial) {
        List<String> items = new ArrayList<>();
        boolean inside = false;
        StringBuilder item = null;
        for (String line : editorial.split("\r\n|\r|\n", -1)) {
            if (line.startsWith("## ") || line.startsWith("# ")) {
                if (inside) {
                    break;
                }
                inside = HEADING.matcher(line.strip()).matches();
                continue;
            }
            if (!inside) {
                continue;
            }
            var matcher = ITEM.matcher(line);
            if (matcher.matches()) {
                add(items, item);
                item = new StringBuilder(matcher.group(2).strip());
            } else if (line.isBlank()) {
                add(items, item);
                item = null;
            } else if (item != null) {
                item.append(' ').append(line.strip());
            } else {
                // A paragraph rather than a list: one question per paragraph.
                item = new StringBuilder(line.strip());
            }
        }
        add(items, item);
        return items;
    }

    private static void add(List<String> items, StringBuilder item) {
        if (item != null && !item.isEmpty()) {
            items.add(item.toString());
        }
    }
}
