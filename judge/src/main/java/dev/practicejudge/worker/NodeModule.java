package dev.practicejudge.worker;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.BeanDescription;
import com.fasterxml.jackson.databind.DeserializationConfig;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.SerializationConfig;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.deser.Deserializers;
import com.fasterxml.jackson.databind.ser.Serializers;
import java.io.IOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/**
 * Teaches the worker's Jackson LeetCode's {@code TreeNode} and {@code ListNode}: a tree reads from
 * and writes to its level-order list ({@code [3,9,20,null,null,15,7]}, trailing {@code null}s
 * trimmed as LeetCode prints them), a list to the array of its values. The classes are the
 * solution's own (the judge's provided ones or the learner's), found by name in each test's fresh
 * class loader, and reached through their fields, which LeetCode's definition fixes.
 *
 * <p>Everything is iterative, so a 100,000-deep chain neither overflows the stack here nor in
 * Jackson; and a returned structure that is not a tree or list (a cycle, a node reached twice) is
 * an {@link InvalidOutput} naming where, never an endless loop. Its size is bounded by the output
 * limit, which the serialiser's output stream enforces as it writes.
 */
final class NodeModule extends SimpleModule {

    private static final long serialVersionUID = 1L;

    NodeModule() {
        super("leetcode-nodes");
    }

    @Override
    public void setupModule(SetupContext context) {
        super.setupModule(context);
        context.addSerializers(new Serializers.Base() {
            @Override
            public JsonSerializer<?> findSerializer(SerializationConfig config, JavaType type, BeanDescription bean) {
                NodeKind kind = NodeKind.of(type.getRawClass());
                return kind == null ? null : new NodeSerializer(kind);
            }
        });
        context.addDeserializers(new Deserializers.Base() {
            @Override
            public JsonDeserializer<?> findBeanDeserializer(JavaType type, DeserializationConfig config,
                                                            BeanDescription bean) {
                NodeKind kind = NodeKind.of(type.getRawClass());
                return kind == null ? null : new NodeDeserializer(kind, type.getRawClass());
            }
        });
    }

    /** A returned value that cannot be an output: the reason is the learner's to read. */
    static final class InvalidOutput extends RuntimeException {
        private static final long serialVersionUID = 1L;

        InvalidOutput(String message) {
            super(message);
        }
    }

    /** Which of the two node classes a class is, with its fields; null for any other class. */
    record NodeKind(boolean tree, Field val, Field left, Field right, Field next) {

        /** The kind of a node class, or of a learner's subclass of one (LeetCode serialises those too). */
        static NodeKind of(Class<?> type) {
            for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
                NodeKind kind = exactly(c);
                if (kind != null) {
                    return kind;
                }
            }
            return null;
        }

        private static NodeKind exactly(Class<?> type) {
            if (type.isArray() || type.isPrimitive() || type.getEnclosingClass() != null
                    || !type.getPackageName().isEmpty()) {
                return null;
            }
            if (type.getName().equals("TreeNode")) {
                return new NodeKind(true, field(type, "val", int.class), field(type, "left", type),
                        field(type, "right", type), null);
            }
            if (type.getName().equals("ListNode")) {
                return new NodeKind(false, field(type, "val", int.class), null, null, field(type, "next", type));
            }
            return null;
        }

        private static Field field(Class<?> type, String name, Class<?> fieldType) {
            try {
                Field field = type.getDeclaredField(name);
                if (field.getType() != fieldType || Modifier.isStatic(field.getModifiers())) {
                    throw new NoSuchFieldException(name);
                }
                field.setAccessible(true);
                return field;
            } catch (NoSuchFieldException e) {
                // The compiler checked a learner's own node class; this is only a second line.
                throw new IllegalStateException("class " + type.getName() + " has no field \"" + fieldType.getSimpleName()
                        + " " + name + "\" as LeetCode's " + type.getName() + " does");
            }
        }

        String name() {
            return tree ? "TreeNode" : "ListNode";
        }

        int value(Object node) {
            try {
                return val.getInt(node);
            } catch (IllegalAccessException e) {
                throw new IllegalStateException(e);
            }
        }

        Object get(Field field, Object node) {
            try {
                return field.get(node);
            } catch (IllegalAccessException e) {
                throw new IllegalStateException(e);
            }
        }

        void set(Field field, Object node, Object value) {
            try {
                field.set(node, value);
            } catch (IllegalAccessException e) {
                throw new IllegalStateException(e);
            }
        }

        /** Every node of the tree or list from {@code root}, each once (by identity), in level order. */
        List<Object> levelOrder(Object root) {
            Set<Object> seen = Collections.newSetFromMap(new IdentityHashMap<>());
            List<Object> order = new ArrayList<>();
            ArrayDeque<Object> queue = new ArrayDeque<>();
            if (root != null) {
                queue.add(root);
            }
            while (!queue.isEmpty()) {
                Object node = queue.poll();
                if (!seen.add(node)) {
                    continue;
                }
                order.add(node);
                for (Field link : tree ? List.of(left, right) : List.of(next)) {
                    Object child = get(link, node);
                    if (child != null) {
                        queue.add(child);
                    }
                }
            }
            return order;
        }

        /** The nodes from {@code root} as an identity set: a returned node must be one of them. */
        Set<Object> nodes(Object root) {
            Set<Object> nodes = Collections.newSetFromMap(new IdentityHashMap<>());
            nodes.addAll(levelOrder(root));
            return nodes;
        }

        /** The first node from {@code root}, in level order, that holds {@code value}; null if none. */
        Object find(Object root, int value) {
            return levelOrder(root).stream().filter(node -> value(node) == value).findFirst().orElse(null);
        }
    }

    private static final class NodeSerializer extends JsonSerializer<Object> {
        private final NodeKind kind;

        NodeSerializer(NodeKind kind) {
            this.kind = kind;
        }

        @Override
        public void serialize(Object root, JsonGenerator out, SerializerProvider provider) throws IOException {
            // Inside a returned list of trees (or a design problem's outputs), say which one is broken.
            // The context's index is the last element written, -1 before the first.
            com.fasterxml.jackson.core.JsonStreamContext context = out.getOutputContext();
            String which = context.inArray() ? "element " + (context.getCurrentIndex() + 2)
                    + " of the output (counted from 1): " : "";
            try {
                if (kind.tree) {
                    writeTree(root, out);
                } else {
                    writeList(root, out);
                }
            } catch (InvalidOutput e) {
                throw which.isEmpty() ? e : new InvalidOutput(which + e.getMessage());
            }
        }

        private void writeList(Object head, JsonGenerator out) throws IOException {
            // Each node's position (from 1), by identity: a learner's ListNode may override equals.
            IdentityHashMap<Object, Integer> positions = new IdentityHashMap<>();
            out.writeStartArray();
            Object last = null;
            for (Object node = head; node != null; last = node, node = kind.get(kind.next, node)) {
                Integer earlier = positions.get(node);
                if (earlier != null) {
                    throw new InvalidOutput("the returned list has a cycle: after " + positions.size() + " node"
                            + (positions.size() == 1 ? "" : "s") + ", the next of the last one (value "
                            + kind.value(last) + ") is node " + earlier + " (value " + kind.value(node)
                            + ") again, so the list never ends");
                }
                positions.put(node, positions.size() + 1);
                out.writeNumber(kind.value(node));
            }
            out.writeEndArray();
        }

        private void writeTree(Object root, JsonGenerator out) throws IOException {
            requireNoCycle(root);
            // Level order. A node may be shared by two links (LeetCode accepts memoised subtrees, as in
            // All Possible Full Binary Trees) and is then written at each place; the output limit bounds it.
            ArrayDeque<Object> queue = new ArrayDeque<>();
            out.writeStartArray();
            if (root != null) {
                queue.add(root);
                out.writeNumber(kind.value(root));
            }
            // Nulls are written only when a value follows them: LeetCode trims the trailing ones.
            int pendingNulls = 0;
            while (!queue.isEmpty()) {
                Object node = queue.poll();
                for (Field link : List.of(kind.left, kind.right)) {
                    Object child = kind.get(link, node);
                    if (child == null) {
                        pendingNulls++;
                        continue;
                    }
                    for (; pendingNulls > 0; pendingNulls--) {
                        out.writeNull();
                    }
                    out.writeNumber(kind.value(child));
                    queue.add(child);
                }
            }
            out.writeEndArray();
        }

        /**
         * Throws when a link leads back to a node on the way down to it: the tree would never end.
         * Depth first, without recursion; a node already finished (shared) is not walked again.
         */
        private void requireNoCycle(Object root) {
            if (root == null) {
                return;
            }
            IdentityHashMap<Object, Boolean> onPath = new IdentityHashMap<>(); // true: on the path; false: finished
            ArrayDeque<Object[]> stack = new ArrayDeque<>(); // {node, next link to follow: 0 left, 1 right, 2 done}
            stack.push(new Object[] {root, 0});
            onPath.put(root, true);
            while (!stack.isEmpty()) {
                Object[] top = stack.peek();
                int link = (Integer) top[1];
                if (link == 2) {
                    stack.pop();
                    onPath.put(top[0], false);
                    continue;
                }
                top[1] = link + 1;
                Field field = link == 0 ? kind.left : kind.right;
                Object child = kind.get(field, top[0]);
                if (child == null) {
                    continue;
                }
                Boolean state = onPath.get(child);
                if (Boolean.TRUE.equals(state)) {
                    throw new InvalidOutput("the returned tree has a cycle: the " + field.getName() + " child of the "
                            + "node with value " + kind.value(top[0]) + " is the node with value " + kind.value(child)
                            + ", which is above it, so the tree never ends");
                }
                if (state == null) {
                    onPath.put(child, true);
                    stack.push(new Object[] {child, 0});
                }
            }
        }
    }

    private static final class NodeDeserializer extends JsonDeserializer<Object> {
        private final NodeKind kind;
        private final Constructor<?> withValue;
        private final Constructor<?> empty;

        /** A learner's own node class may have only LeetCode's longest constructor: (int, links...). */
        private final Constructor<?> withLinks;

        NodeDeserializer(NodeKind kind, Class<?> type) {
            this.kind = kind;
            this.withValue = constructor(type, int.class);
            this.empty = constructor(type);
            this.withLinks = kind.tree ? constructor(type, int.class, type, type) : constructor(type, int.class, type);
        }

        private static Constructor<?> constructor(Class<?> type, Class<?>... parameters) {
            try {
                Constructor<?> constructor = type.getDeclaredConstructor(parameters);
                constructor.setAccessible(true);
                return constructor;
            } catch (NoSuchMethodException e) {
                return null;
            }
        }

        @Override
        public Object deserialize(JsonParser parser, DeserializationContext context) throws IOException {
            if (parser.currentToken() != JsonToken.START_ARRAY) {
                return context.handleUnexpectedToken(Object.class, parser);
            }
            List<Object> nodes = new ArrayList<>();
            for (JsonToken token = parser.nextToken(); token != JsonToken.END_ARRAY; token = parser.nextToken()) {
                nodes.add(token == JsonToken.VALUE_NULL ? null : node(parser.getIntValue()));
            }
            if (nodes.isEmpty()) {
                return null;
            }
            if (!kind.tree) {
                for (int i = 0; i + 1 < nodes.size(); i++) {
                    kind.set(kind.next, nodes.get(i), nodes.get(i + 1));
                }
                return nodes.get(0);
            }
            // Level order: each present node takes the next two entries as its children.
            int child = 1;
            for (int i = 0; i < nodes.size() && child < nodes.size(); i++) {
                Object node = nodes.get(i);
                if (node == null) {
                    continue;
                }
                kind.set(kind.left, node, nodes.get(child++));
                if (child < nodes.size()) {
                    kind.set(kind.right, node, nodes.get(child++));
                }
            }
            return nodes.get(0);
        }

        private Object node(int value) {
            try {
                if (withValue != null) {
                    return withValue.newInstance(value);
                }
                if (empty != null) {
                    Object node = empty.newInstance();
                    kind.val.setInt(node, value);
                    return node;
                }
                if (withLinks != null) {
                    return kind.tree ? withLinks.newInstance(value, null, null) : withLinks.newInstance(value, null);
                }
                throw new IllegalStateException("your class " + kind.name() + " has none of LeetCode's constructors "
                        + kind.name() + "(), " + kind.name() + "(int val) or the one with the links too");
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException("cannot create a " + kind.name() + " with value " + value + ": " + e);
            }
        }
    }
}
