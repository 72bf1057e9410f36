import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.Generator;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Random;
import java.util.Set;

/**
 * Makes 1 to {@code 2 * size} courses, split into one to a few components (groups of courses
 * with no pair between them), and inside each component a random acyclic set of pairs: the
 * component's courses in a random order, each pair pointing forwards in it. The density varies
 * from none to most of the possible pairs, so courses with two routes to them (a shared
 * prerequisite, a diamond) are common. About half the inputs then get one cycle planted in a
 * random component (often not course 0's): a self-loop, two courses needing each other, or a
 * longer ring. Pairs are never repeated and come in a random order.
 */
public final class CourseScheduleGenerator implements Generator {

    private static final int MAX_COURSES = 2000;
    private static final int MAX_PAIRS = 5000;

    @Override
    public ObjectNode generate(int size, Random random) {
        int n = 1 + random.nextInt(Math.max(1, 2 * size));
        int componentCount = random.nextInt(3) == 0 ? 1 : 1 + random.nextInt(Math.min(n, 4));
        List<List<Integer>> components = new ArrayList<>();
        for (int c = 0; c < componentCount; c++) {
            components.add(new ArrayList<>());
        }
        List<Integer> courses = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            courses.add(i);
        }
        Collections.shuffle(courses, random);
        for (int i = 0; i < n; i++) {
            // the first componentCount courses seed one component each, so none is empty
            components.get(i < componentCount ? i : random.nextInt(componentCount)).add(courses.get(i));
        }
        double density = switch (random.nextInt(4)) {
            case 0 -> 0.0;
            case 1 -> 0.15;
            case 2 -> 0.4;
            default -> 0.8;
        };
        Set<Long> seen = new HashSet<>();
        List<int[]> pairs = new ArrayList<>();
        for (List<Integer> component : components) {
            // component is in a random order already: a pair [later, earlier] never closes a cycle
            for (int j = 1; j < component.size(); j++) {
                for (int i = 0; i < j; i++) {
                    if (random.nextDouble() < density) {
                        add(pairs, seen, n, component.get(j), component.get(i));
                    }
                }
            }
        }
        if (random.nextBoolean()) {
            List<Integer> component = components.get(random.nextInt(componentCount));
            List<Integer> ring = new ArrayList<>(component);
            Collections.shuffle(ring, random);
            int length = switch (random.nextInt(4)) {
                case 0 -> 1;
                case 1 -> 2;
                default -> 1 + random.nextInt(ring.size());
            };
            length = Math.min(length, ring.size());
            for (int i = 0; i < length; i++) {
                // ring.get(i) must come before ring.get(i + 1), and the last before the first
                add(pairs, seen, n, ring.get((i + 1) % length), ring.get(i));
            }
        }
        Collections.shuffle(pairs, random);
        ObjectNode input = JsonNodeFactory.instance.objectNode();
        input.put("numCourses", n);
        ArrayNode json = input.putArray("prerequisites");
        for (int[] pair : pairs) {
            json.addArray().add(pair[0]).add(pair[1]);
        }
        return input;
    }

    private static void add(List<int[]> pairs, Set<Long> seen, int n, int a, int b) {
        if (seen.add((long) a * n + b)) {
            pairs.add(new int[] {a, b});
        }
    }

    @Override
    public String invalid(JsonNode input) {
        if (input == null || !input.isObject() || !input.has("numCourses") || !input.has("prerequisites")) {
            return "the input must be an object with numCourses and prerequisites";
        }
        for (Iterator<String> names = input.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!name.equals("numCourses") && !name.equals("prerequisites")) {
                return "unknown parameter " + name;
            }
        }
        JsonNode courses = input.get("numCourses");
        if (!courses.isInt() || courses.asInt() < 1 || courses.asInt() > MAX_COURSES) {
            return "numCourses = " + courses + " is not a whole number in 1.." + MAX_COURSES;
        }
        int n = courses.asInt();
        JsonNode pairs = input.get("prerequisites");
        if (!pairs.isArray() || pairs.size() > MAX_PAIRS) {
            return "prerequisites must be a list of at most " + MAX_PAIRS + " pairs";
        }
        Set<Long> seen = new HashSet<>();
        for (int i = 0; i < pairs.size(); i++) {
            JsonNode pair = pairs.get(i);
            if (!pair.isArray() || pair.size() != 2 || !pair.get(0).isInt() || !pair.get(1).isInt()) {
                return "prerequisites[" + i + "] = " + pair + " is not a pair of whole numbers";
            }
            int a = pair.get(0).asInt();
            int b = pair.get(1).asInt();
            if (a < 0 || a >= n || b < 0 || b >= n) {
                return "prerequisites[" + i + "] = " + pair + " names a course outside 0.." + (n - 1);
            }
            if (!seen.add((long) a * n + b)) {
                return "prerequisites[" + i + "] = " + pair + " is listed twice; all pairs are unique";
            }
        }
        return null;
    }

    @Override
    public int maxSize() {
        return 12; // up to 24 courses and a few hundred pairs: microseconds for the references
    }
}
