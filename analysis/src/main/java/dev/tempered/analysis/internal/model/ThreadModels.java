package dev.tempered.analysis.internal.model;

import dev.tempered.analysis.internal.classpath.ClassPath;
import java.util.List;

/**
 * The thread models of executors, as data: which factory method or class makes a pool, whether its tasks run one at
 * a time on one logical thread ({@code serial}: a single-thread executor, a {@code Timer}), and the kind of thread
 * the verdicts name. One table instead of tests scattered over the solver; a new framework whose executors the
 * analysis cannot follow through their code gets a row here (docs/closed-world.md says what is modelled).
 *
 * <p>Rows are tried in order, the first match wins: a more specific name before its prefix.
 */
public final class ThreadModels {
    private ThreadModels() {
    }

    /** How a row matches: a static factory by name ({@code EXACT} or {@code PREFIX}), or an allocated class. */
    enum Match { EXACT, PREFIX, SUBTYPE }

    /**
     * One model.
     *
     * @param owner  the factory's class, or the allocated class (and its subclasses, {@code SUBTYPE})
     * @param member the factory method's name or prefix; {@code <init>} for an allocation
     * @param serial true when the pool runs its tasks one at a time, one after another
     * @param kind   the kind of thread the manifest names ({@code executor}, {@code timer}, {@code fork-join}...)
     */
    public record Model(String owner, String member, Match match, boolean serial, String kind) {
        boolean matches(ClassPath cp, String type, String name) {
            return switch (match) {
                case EXACT -> owner.equals(type) && member.equals(name);
                case PREFIX -> owner.equals(type) && name.startsWith(member);
                case SUBTYPE -> member.equals(name) && (owner.equals(type) || cp != null && cp.isSubtype(type, owner));
            };
        }
    }

    static final List<Model> MODELS = List.of(
            new Model("java/util/concurrent/Executors", "newSingleThread", Match.PREFIX, true, "executor"),
            new Model("java/util/concurrent/Executors", "newWorkStealingPool", Match.EXACT, false, "fork-join"),
            new Model("java/util/concurrent/Executors", "newVirtual", Match.PREFIX, false, "virtual-thread"),
            new Model("java/util/concurrent/Executors", "new", Match.PREFIX, false, "executor"),
            new Model("java/util/Timer", "<init>", Match.EXACT, true, "timer"),
            new Model("java/util/concurrent/ForkJoinPool", "<init>", Match.SUBTYPE, false, "fork-join"),
            new Model("java/util/concurrent/ThreadPoolExecutor", "<init>", Match.SUBTYPE, false, "executor"));

    /** The model of a static factory call, or null. */
    public static Model factory(String owner, String name) {
        for (Model m : MODELS) {
            if (m.match != Match.SUBTYPE && m.matches(null, owner, name)) {
                return m;
            }
        }
        return null;
    }

    /** The model of an executor class allocated with {@code new}, or null. */
    public static Model allocation(ClassPath cp, String type) {
        for (Model m : MODELS) {
            if (m.member.equals("<init>") && m.matches(cp, type, "<init>")) {
                return m;
            }
        }
        return null;
    }
}
