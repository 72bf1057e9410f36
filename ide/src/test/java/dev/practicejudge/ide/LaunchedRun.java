package dev.practicejudge.ide;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.TestSource;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.TestPlan;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;

/**
 * What running {@link YourSolutionsTest} through the JUnit Platform Launcher (as an IDE or Maven
 * does) on a repository reported: every dynamic test and container, by its path of display names.
 */
final class LaunchedRun {

    /**
     * One reported node.
     *
     * @param path the display names from the test factory down, e.g. {@code [reverse-linked-list, 01-five]}
     * @param result how it ended; null when it was skipped
     */
    record Node(List<String> path, boolean container, Optional<TestSource> source, TestExecutionResult result) {
    }

    private final Map<List<String>, Node> nodes;

    private LaunchedRun(Map<List<String>, Node> nodes) {
        this.nodes = nodes;
    }

    /**
     * Runs YourSolutionsTest with {@code practicejudge.root} set to {@code root}; the property's value
     * before is restored after.
     */
    static LaunchedRun on(Path root) {
        String before = System.getProperty(RepositoryRoot.PROPERTY);
        System.setProperty(RepositoryRoot.PROPERTY, root.toString());
        try {
            Collector collector = new Collector();
            LauncherFactory.create().execute(LauncherDiscoveryRequestBuilder.request()
                    .selectors(selectClass(YourSolutionsTest.class)).build(), collector);
            return new LaunchedRun(collector.nodes);
        } finally {
            if (before == null) {
                System.clearProperty(RepositoryRoot.PROPERTY);
            } else {
                System.setProperty(RepositoryRoot.PROPERTY, before);
            }
        }
    }

    /** The node at this path of display names below the factory. */
    Node node(String... path) {
        Node node = nodes.get(List.of(path));
        if (node == null) {
            throw new AssertionError("no node " + List.of(path) + " among " + nodes.keySet());
        }
        return node;
    }

    /** The display names of the nodes just below this path (empty: the factory's), in the order run. */
    List<String> children(String... path) {
        List<String> parent = List.of(path);
        return nodes.keySet().stream()
                .filter(p -> p.size() == parent.size() + 1 && p.subList(0, parent.size()).equals(parent))
                .map(p -> p.get(p.size() - 1)).toList();
    }

    /** Records each dynamic node's path, source and result, in execution order. */
    private static final class Collector implements TestExecutionListener {
        private final Map<List<String>, Node> nodes = new LinkedHashMap<>();
        private TestPlan plan;

        @Override
        public void testPlanExecutionStarted(TestPlan testPlan) {
            plan = testPlan;
        }

        @Override
        public void executionSkipped(TestIdentifier identifier, String reason) {
            record(identifier, null);
        }

        @Override
        public void executionFinished(TestIdentifier identifier, TestExecutionResult result) {
            record(identifier, result);
        }

        private void record(TestIdentifier identifier, TestExecutionResult result) {
            List<String> path = path(identifier);
            if (!path.isEmpty()) {
                nodes.put(path, new Node(path, identifier.isContainer(), identifier.getSource(), result));
            }
        }

        /** Display names from just below the test factory; empty for the factory and what is above it. */
        private List<String> path(TestIdentifier identifier) {
            List<String> names = new ArrayList<>();
            for (TestIdentifier at = identifier; at != null; at = plan.getParent(at).orElse(null)) {
                if (at.getUniqueId().endsWith("[test-factory:yourSolutions()]")) {
                    return names;
                }
                names.add(0, at.getDisplayName());
            }
            return List.of();
        }
    }
}
