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
import dev.practicejudge.provided.ProvidedType;
import dev.practicejudge.provided.ProvidedTypes;
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
 * Teaches the worker's Jackson LeetCode's provided types ({@code TreeNode}, {@code ListNode}, ...):
 * each reads from and writes to its JSON form as its descriptor ({@link ProvidedType#read},
 * {@link ProvidedType#write}) says, through the nodes' fields. The classes are the
 * solution's own (the judge's provided ones or the learner's), found by name in each test's fresh
 * class loader, and reached through their fields, which LeetCode's definition fixes.
 *
 * <p>Everything is iterative, so a 100,000-deep chain neither overflows the stack here nor in
 * Jackson; a returned structure with a cycle is an {@link InvalidOutput} naming where, never an
 * endless loop, and a tree node reached by two links is written at each place, as LeetCode writes
 * it. Its size is bounded by the output limit, which the serialiser's output stream enforces as it
 * writes.
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

    /**
     * The serialiser's attribute that names what is written when it is not the returned value (an
     * argument the method relinks in place): the subject of a broken structure's message.
     */
    static final String SUBJECT = "practicejudge.subject";

    /** A returned value that cannot be an output: the reason is the learner's to read. */
    static final class InvalidOutput extends RuntimeException {
        private static final long serialVersionUID = 1L;

        InvalidOutput(String message) {
            super(message);
        }
    }

    /**
     * Which provided type a class is, with its fields, through which its descriptor reads and writes
     * the nodes; null for any other class.
     */
    record NodeKind(ProvidedType type, Field val, List<Field> links, List<Field> listLinks)
            implements ProvidedType.Links<Object> {

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
            ProvidedType provided = ProvidedTypes.named(type.getName()).orElse(null);
            if (provided == null) {
                return null;
            }
            List<Field> links = new ArrayList<>();
            for (String link : provided.links()) {
                links.add(field(type, link, type));
            }
            List<Field> listLinks = new ArrayList<>();
            for (String link : provided.listLinks()) {
                listLinks.add(field(type, link, List.class));
            }
            return new NodeKind(provided, field(type, "val", int.class), List.copyOf(links), List.copyOf(listLinks));
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
            return type.name();
        }

        @Override
        public int value(Object node) {
            try {
                return val.getInt(node);
            } catch (IllegalAccessException e) {
                throw new IllegalStateException(e);
            }
        }

        @Override
        public Object link(Object node, int link) {
            try {
                return links.get(link).get(node);
            } catch (IllegalAccessException e) {
                throw new IllegalStateException(e);
            }
        }

        @Override
        public void setLink(Object node, int link, Object target) {
            try {
                links.get(link).set(node, target);
            } catch (IllegalAccessException e) {
                throw new IllegalStateException(e);
            }
        }

        @Override
        @SuppressWarnings("unchecked")
        public List<Object> listLink(Object node, int link) {
            try {
                return (List<Object>) listLinks.get(link).get(node);
            } catch (IllegalAccessException e) {
                throw new IllegalStateException(e);
            }
        }

        @Override
        public void setListLink(Object node, int link, List<Object> targets) {
            try {
                // A list the solution may change, as LeetCode's ArrayList is.
                listLinks.get(link).set(node, new ArrayList<>(targets));
            } catch (IllegalAccessException e) {
                throw new IllegalStateException(e);
            }
        }

        /** Every node of the structure from {@code root}, each once (by identity), in level order. */
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
                for (int link = 0; link < links.size(); link++) {
                    Object child = link(node, link);
                    if (child != null) {
                        queue.add(child);
                    }
                }
                for (int link = 0; link < listLinks.size(); link++) {
                    List<Object> children = listLink(node, link);
                    if (children != null) {
                        children.stream().filter(java.util.Objects::nonNull).forEach(queue::add);
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
            Object subject = provider.getAttribute(SUBJECT);
            try {
                kind.type().write(root, kind, out);
            } catch (ProvidedType.InvalidStructure e) {
                throw new InvalidOutput(which + (subject != null ? subject : "the returned " + kind.type().noun())
                        + " " + e.getMessage());
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
            Class<?>[] valueAndLinks = new Class<?>[1 + kind.links().size()];
            java.util.Arrays.fill(valueAndLinks, type);
            valueAndLinks[0] = int.class;
            this.withLinks = constructor(type, valueAndLinks);
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
            if (parser.currentToken() == JsonToken.START_OBJECT && kind.type().mayHaveCycle()) {
                // A list built with a cycle (ProvidedType#withCycle): its values, then where the tail links back.
                List<Object> nodes = null;
                int tailLinksTo = -1;
                for (JsonToken token = parser.nextToken(); token == JsonToken.FIELD_NAME; token = parser.nextToken()) {
                    String field = parser.currentName();
                    parser.nextToken();
                    if (field.equals(ProvidedType.CYCLE_VALUES)) {
                        nodes = entries(parser, context);
                    } else {
                        tailLinksTo = parser.getIntValue();
                    }
                }
                return nodes == null ? null : kind.type().read(nodes, kind, tailLinksTo);
            }
            if (parser.currentToken() != JsonToken.START_ARRAY) {
                return context.handleUnexpectedToken(Object.class, parser);
            }
            if (kind.type().readsAdjacency()) {
                // A graph: one node per entry, node i with value i+1, linked as the entries list.
                JsonNode adjacency = parser.readValueAsTree();
                List<Object> nodes = new ArrayList<>();
                for (int i = 0; i < adjacency.size(); i++) {
                    nodes.add(node(i + 1));
                }
                return kind.type().readAdjacency(adjacency, nodes, kind);
            }
            return kind.type().read(entries(parser, context), kind);
        }

        /** The nodes of an array of values, one per entry, null for a null entry; the parser is at its start. */
        private List<Object> entries(JsonParser parser, DeserializationContext context) throws IOException {
            if (parser.currentToken() != JsonToken.START_ARRAY) {
                context.handleUnexpectedToken(Object.class, parser);
            }
            List<Object> nodes = new ArrayList<>();
            for (JsonToken token = parser.nextToken(); token != JsonToken.END_ARRAY; token = parser.nextToken()) {
                nodes.add(token == JsonToken.VALUE_NULL ? null : node(parser.getIntValue()));
            }
            return nodes;
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
                    Object[] arguments = new Object[1 + kind.links().size()];
                    arguments[0] = value;
                    return withLinks.newInstance(arguments);
                }
                throw new IllegalStateException("your class " + kind.name() + " has none of LeetCode's constructors "
                        + kind.name() + "(), " + kind.name() + "(int val) or the one with the links too");
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException("cannot create a " + kind.name() + " with value " + value + ": " + e);
            }
        }
    }
}
