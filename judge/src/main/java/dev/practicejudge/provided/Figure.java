package dev.practicejudge.provided;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * How a provided type's value is pictured, apart from where it is drawn: each kind is a record and
 * a {@link Visitor} method, so the terminal and HTML drawings, which implement the visitor, do not
 * compile until they draw a new kind.
 */
public sealed interface Figure {

    <R> R accept(Visitor<R> visitor);

    /** One drawing of every kind of figure. */
    interface Visitor<R> {
        R tree(Tree tree);

        R chain(Chain chain);

        R graph(Graph graph);
    }

    /** An undirected graph: LeetCode's adjacency list, entry i the neighbors of node i+1; {@code []} for none. */
    record Graph(JsonNode adjacency) implements Figure {
        public boolean empty() {
            return adjacency.isEmpty();
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.graph(this);
        }
    }

    /** A binary tree: its level-order list, {@code []} for the empty tree. */
    record Tree(JsonNode levelOrder) implements Figure {
        public boolean empty() {
            return levelOrder.isEmpty();
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.tree(this);
        }
    }

    /**
     * Nodes one after another (a linked list): the array of their values, {@code []} for none.
     *
     * @param tailLinksTo the node (from 0) the last one links back to, a cycle; -1 when the list ends
     */
    record Chain(JsonNode values, int tailLinksTo) implements Figure {
        public Chain(JsonNode values) {
            this(values, -1);
        }

        public boolean empty() {
            return values.isEmpty();
        }

        public boolean hasCycle() {
            return tailLinksTo >= 0;
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.chain(this);
        }
    }
}
