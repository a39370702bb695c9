package dev.tempered.runtime.v1;

import com.google.common.collect.testing.QueueTestSuiteBuilder;
import com.google.common.collect.testing.TestStringQueueGenerator;
import com.google.common.collect.testing.features.CollectionFeature;
import com.google.common.collect.testing.features.CollectionSize;
import com.google.common.collect.testing.features.Feature;
import com.google.common.collect.testing.testers.CollectionClearTester;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Queue;
import java.util.stream.Stream;
import junit.framework.Test;
import junit.framework.TestCase;
import junit.framework.TestSuite;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Guava testlib's queue conformance suite against every substitute and form (run by the JUnit vintage engine).
 *
 * <p>The general form, and the ring and segmented-sc forms (whose consumer-side removal is issue 35's), are tested
 * with the same features Guava's own JDK configurations use (GENERAL_PURPOSE, KNOWN_ORDER). The other specialised
 * forms (segmented-sp, segmented-general) do not support removing an element other than the head (remove(Object),
 * removeAll, retainAll, removeIf, Iterator.remove: documented in docs/runtime-operations.md), so they are declared
 * without SUPPORTS_REMOVE / SUPPORTS_ITERATOR_REMOVE: Guava then asserts that those operations throw
 * UnsupportedOperationException. poll/remove()/clear are covered by DifferentialTest instead.
 *
 * <p>The JUnit 3 suites are turned into JUnit 5 dynamic tests (each runs {@link TestCase#runBare()}): the vintage
 * engine took over ten minutes to discover and report these ~5,000 tests on our 2-core machines.
 * One capacity per substitute and form (bounded for LBQ/ABQ, unbounded for CLQ/LTQ/LBD), and the bounded ring and
 * segmented-sc queue above one array's limit (kept in the core); DifferentialTest covers the other capacities.
 */
class GuavaQueueSuiteTest {

    @TestFactory
    Stream<DynamicNode> guavaQueueSuites() throws Exception {
        return Stream.of(toDynamic(suite()));
    }

    private static DynamicNode toDynamic(Test test) {
        if (test instanceof TestSuite) {
            TestSuite suite = (TestSuite) test;
            List<DynamicNode> children = new ArrayList<>();
            for (int i = 0; i < suite.testCount(); i++) {
                children.add(toDynamic(suite.testAt(i)));
            }
            return DynamicContainer.dynamicContainer(String.valueOf(suite.getName()), children);
        }
        TestCase tc = (TestCase) test;
        return DynamicTest.dynamicTest(tc.getName(), () -> {
            try {
                tc.runBare();
            } catch (Throwable t) {
                if (t instanceof Exception) {
                    throw (Exception) t;
                }
                throw new AssertionError(t);
            }
        });
    }

    static TestSuite suite() throws Exception {
        TestSuite all = new TestSuite("Tempered substitutes (Guava testlib)");
        for (Cases.FormSpec form : Cases.FormSpec.values()) {
            for (Cases.Kind kind : Cases.Kind.values()) {
                boolean bounded = kind == Cases.Kind.LBQ || kind == Cases.Kind.ABQ;
                all.addTest(suiteFor(kind, form, bounded ? 100 : Cases.UNBOUNDED, "", "off"));
            }
        }
        // above one array's limit the bounded ring and the bounded segmented-sc queue live in the core, whose removal
        // compacts the core's own chunked slots (the ring) or goes through the consumer's front and permits (issue 35)
        all.addTest(suiteFor(Cases.Kind.LBQ, Cases.FormSpec.RING, 70_000, "", "off"));
        all.addTest(suiteFor(Cases.Kind.LBQ, Cases.FormSpec.SC, 70_000, "", "off"));
        // the ring the ArrayBlockingQueue substitute keeps in its own fields: quiet, unchecked, the array's own size
        // and below it (decisions 0038, 0040)
        all.addTest(suiteFor(Cases.Kind.ABQ, Cases.FormSpec.RING, 64, "|waits=none", "off"));
        all.addTest(suiteFor(Cases.Kind.ABQ, Cases.FormSpec.RING, 100, "|waits=none", "off"));
        // the checked ring classes allocate makes where checks are on (decision 0053), quiet and not
        for (Cases.Kind kind : List.of(Cases.Kind.ABQ, Cases.Kind.LBQ, Cases.Kind.LBD)) {
            all.addTest(suiteFor(kind, Cases.FormSpec.RING, 100, "", "throw"));
            all.addTest(suiteFor(kind, Cases.FormSpec.RING, 100, "|waits=none", "throw"));
        }
        return all;
    }

    private static Test suiteFor(Cases.Kind kind, Cases.FormSpec form, int capacity, String waits, String checks)
            throws Exception {
        String spec = form.spec(checks) + waits;
        List<Feature<?>> features = new ArrayList<>(List.of(CollectionFeature.KNOWN_ORDER, CollectionSize.ANY,
                CollectionFeature.SERIALIZABLE));
        List<Method> suppressed = new ArrayList<>();
        if (form.interiorRemoval()) {
            features.add(CollectionFeature.GENERAL_PURPOSE);
        } else {
            features.add(CollectionFeature.SUPPORTS_ADD);
            // clear() IS supported (a consumer-side operation), but Guava ties it to SUPPORTS_REMOVE, which these
            // forms do not have; DifferentialTest checks clear() against the JDK instead.
            suppressed.add(CollectionClearTester.class.getMethod("testClear_unsupported"));
        }
        return QueueTestSuiteBuilder.using(new TestStringQueueGenerator() {
                    @Override
                    protected Queue<String> create(String[] elements) {
                        @SuppressWarnings("unchecked")
                        Queue<String> q = (Queue<String>) (Queue<?>) Cases.substitute(kind, capacity, spec);
                        q.addAll(Arrays.asList(elements));
                        return q;
                    }
                })
                .named(kind + "/" + form + "/" + (capacity == Cases.UNBOUNDED ? "unbounded" : "cap" + capacity)
                        + (waits.isEmpty() ? "" : "/quiet") + (checks.equals("off") ? "" : "/checks=" + checks))
                .withFeatures(features)
                .suppressing(suppressed)
                .createTestSuite();
    }
}
