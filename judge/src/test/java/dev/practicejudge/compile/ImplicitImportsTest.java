package dev.practicejudge.compile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** LeetCode's imports go before line 1 without moving the learner's lines, and columns come back. */
class ImplicitImportsTest {

    @Test
    void prefixIsOneLineOfOnDemandImportsPaddedForTabs() {
        String prefix = ImplicitImports.prefix("class Solution {}");

        assertFalse(prefix.contains("\n"), prefix);
        assertTrue(prefix.startsWith("import java.util.*; import java.util.function.*; import java.util.stream.*; "
                + "import java.math.*;"), prefix);
        assertEquals(0, prefix.length() % 8, prefix);
    }

    @Test
    void columnOnLineOneLosesThePrefix() {
        assertEquals(5, ImplicitImports.column(1, 85, 80));
        assertEquals(1, ImplicitImports.column(1, 81, 80));
    }

    @Test
    void otherLinesAndUnknownColumnsAreUnchanged() {
        assertEquals(85, ImplicitImports.column(2, 85, 80));
        assertEquals(0, ImplicitImports.column(1, 0, 80));
        assertEquals(7, ImplicitImports.column(1, 7, 0));
    }

    @Test
    void aColumnInsideThePrefixIsUnknown() {
        assertEquals(0, ImplicitImports.column(1, 80, 80));
    }

    @Test
    void aFileWithAPackageClauseGetsNoImports() {
        assertEquals("", ImplicitImports.prefix("package mine;\nclass Solution {}"));
        assertEquals("", ImplicitImports.prefix("// header\n/* block */ package mine;"));
        assertFalse(ImplicitImports.prefix("/** packages */ class Solution {}").isEmpty());
        assertFalse(ImplicitImports.prefix("import java.util.*; class packaged {}").isEmpty());
    }
}
