package dev.practicejudge.testing;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.Tag;

/**
 * Marks a test (or a whole class) that starts worker JVMs: anything that judges or runs a
 * solution end to end. The fast tier ({@code mvn test -Pfast}) leaves these out; {@code mvn verify}
 * runs them. In the fast tier {@link FastTierGuard} fails an untagged test that starts a worker.
 */
@Target({ElementType.TYPE, ElementType.METHOD})
@Retention(RetentionPolicy.RUNTIME)
@Tag(EndToEnd.TAG)
public @interface EndToEnd {

    /** The JUnit tag, as the build's {@code excludedGroups} names it. */
    String TAG = "end-to-end";
}
