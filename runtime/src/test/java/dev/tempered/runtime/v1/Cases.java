package dev.tempered.runtime.v1;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.LinkedBlockingDeque;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.LinkedTransferQueue;

/** Test fixture: every (substitute, form, capacity) combination and its JDK original. */
final class Cases {
    static final int UNBOUNDED = Integer.MAX_VALUE;

    enum Kind { LBQ, ABQ, CLQ, LTQ, LBD }

    /** form name as the spec writes it, topology, whether producers/consumers are single */
    enum FormSpec {
        RING("ring", "spsc", true, true),
        SC("segmented", "mpsc", false, true),
        SP("segmented", "spmc", true, false),
        MPMC("segmented-general", "mpmc", false, false),
        GENERAL("general", "mpmc", false, false);

        final String form;
        final String topology;
        final boolean singleProducer;
        final boolean singleConsumer;

        FormSpec(String form, String topology, boolean sp, boolean sc) {
            this.form = form;
            this.topology = topology;
            this.singleProducer = sp;
            this.singleConsumer = sc;
        }

        String spec(String checks) {
            return "v1|form=" + form + "|checks=" + checks + "|topology=" + topology
                    + "|at=Cases.java:1|site=dev/tempered/Cases.make()V#" + ordinal();
        }

        /**
         * whether the form supports removing elements other than the head: the JDK's own, and the ring's consumer-side
         * removal and the segmented-sc front (issue 35)
         */
        boolean interiorRemoval() {
            return this == GENERAL || this == RING || this == SC;
        }
    }

    static final class Case {
        final Kind kind;
        final FormSpec form;
        final int capacity;
        /** the spec says no thread waits on the queue ({@code waits=none}): a quiet core, no wake-up signals */
        final boolean quiet;
        /** made by the constructor form (the substitute's own class) rather than by allocate (decision 0050) */
        final boolean constructed;
        /** the spec's checks mode: "off" but for {@link #checked()}'s copies */
        final String checks;

        Case(Kind kind, FormSpec form, int capacity) {
            this(kind, form, capacity, false, false, "off");
        }

        Case(Kind kind, FormSpec form, int capacity, boolean quiet) {
            this(kind, form, capacity, quiet, false, "off");
        }

        private Case(Kind kind, FormSpec form, int capacity, boolean quiet, boolean constructed, String checks) {
            this.kind = kind;
            this.form = form;
            this.capacity = capacity;
            this.quiet = quiet;
            this.constructed = constructed;
            this.checks = checks;
        }

        /** This case made by the constructor form. */
        Case constructed() {
            return new Case(kind, form, capacity, quiet, true, checks);
        }

        /** This case with checks on ({@code throw}): at a ring site, allocate's checked class (decision 0053). */
        Case checked() {
            return new Case(kind, form, capacity, quiet, constructed, "throw");
        }

        String spec(String checks) {
            return form.spec(checks) + (quiet ? "|waits=none" : "");
        }

        Queue<Integer> substitute() {
            return substitute(checks);
        }

        Queue<Integer> substitute(String checks) {
            return constructed ? Cases.constructed(kind, capacity, spec(checks)) : Cases.substitute(kind, capacity, spec(checks));
        }

        Queue<Integer> withElements(Collection<Integer> elements) {
            String spec = spec(checks);
            switch (kind) {
                case LBQ: return capacity == UNBOUNDED ? new TemperedLinkedBlockingQueue<>(elements, spec) : fill(substitute(), elements);
                case ABQ: return TemperedArrayBlockingQueue.allocate(spec, spec, capacity, false, elements);
                case CLQ: return new TemperedConcurrentLinkedQueue<>(elements, spec);
                case LTQ: return new TemperedLinkedTransferQueue<>(elements, spec);
                default: return capacity == UNBOUNDED ? new TemperedLinkedBlockingDeque<>(elements, spec) : fill(substitute(), elements);
            }
        }

        Queue<Integer> original() {
            switch (kind) {
                case LBQ: return new LinkedBlockingQueue<>(capacity);
                case ABQ: return new ArrayBlockingQueue<>(capacity);
                case CLQ: return new ConcurrentLinkedQueue<>();
                case LTQ: return new LinkedTransferQueue<>();
                default: return new LinkedBlockingDeque<>(capacity);
            }
        }

        boolean bounded() {
            return capacity != UNBOUNDED;
        }

        @Override
        public String toString() {
            return kind + "/" + form + "/" + (capacity == UNBOUNDED ? "unbounded" : "cap" + capacity)
                    + (quiet ? "/quiet" : "") + (constructed ? "/constructed" : "")
                    + (checks.equals("off") ? "" : "/checks=" + checks);
        }
    }

    private static Queue<Integer> fill(Queue<Integer> q, Collection<Integer> elements) {
        q.addAll(elements);
        return q;
    }

    /**
     * The substitute as the rewriter's usual, in-place form makes it: through {@code allocate}, which at a ring site
     * kept in the substitute's fields returns the subclass whose offer and poll are the ring's (decision 0050). The
     * constructor form, which keeps the substitute's own class, is {@link #constructed}.
     */
    static Queue<Integer> substitute(Kind kind, int capacity, String spec) {
        switch (kind) {
            case LBQ: return capacity == UNBOUNDED ? TemperedLinkedBlockingQueue.allocate(spec, spec) : TemperedLinkedBlockingQueue.allocate(spec, spec, capacity);
            case ABQ: return TemperedArrayBlockingQueue.allocate(spec, spec, capacity);
            case CLQ: return TemperedConcurrentLinkedQueue.allocate(spec, spec);
            case LTQ: return TemperedLinkedTransferQueue.allocate(spec, spec);
            default: return capacity == UNBOUNDED ? TemperedLinkedBlockingDeque.allocate(spec, spec) : TemperedLinkedBlockingDeque.allocate(spec, spec, capacity);
        }
    }

    /** The substitute as the rewriter's constructor form makes it: the substitute's own class, at every site. */
    static Queue<Integer> constructed(Kind kind, int capacity, String spec) {
        switch (kind) {
            case LBQ: return capacity == UNBOUNDED ? new TemperedLinkedBlockingQueue<>(spec) : new TemperedLinkedBlockingQueue<>(capacity, spec);
            case ABQ: return new TemperedArrayBlockingQueue<>(capacity, spec);
            case CLQ: return new TemperedConcurrentLinkedQueue<>(spec);
            case LTQ: return new TemperedLinkedTransferQueue<>(spec);
            default: return capacity == UNBOUNDED ? new TemperedLinkedBlockingDeque<>(spec) : new TemperedLinkedBlockingDeque<>(capacity, spec);
        }
    }

    /** capacities per kind: exact small bounds (1, 3, non-power-of-two), a large bound (linked storage), unbounded */
    static List<Case> all() {
        List<Case> cases = new ArrayList<>();
        for (FormSpec f : FormSpec.values()) {
            for (int cap : new int[] {1, 3, 10, 70_000, UNBOUNDED}) {
                cases.add(new Case(Kind.LBQ, f, cap));
                cases.add(new Case(Kind.LBD, f, cap));
                if (cap != UNBOUNDED) {
                    cases.add(new Case(Kind.ABQ, f, cap));
                }
            }
            cases.add(new Case(Kind.CLQ, f, UNBOUNDED));
            cases.add(new Case(Kind.LTQ, f, UNBOUNDED));
        }
        return cases;
    }

    /**
     * {@link #all()}'s specialised cases as quiet cores (the general form has no core to make quiet), and four more
     * quiet rings. The ArrayBlockingQueue, LinkedBlockingQueue and LinkedBlockingDeque substitutes keep every ring in
     * their own fields (decisions 0038, 0040, 0049) up to one array's limit: at 1, 4 and 16 its array is exactly the
     * capacity, at 3 and 10 larger, and 70,000 stays in the core.
     */
    static List<Case> quiet() {
        List<Case> cases = new ArrayList<>();
        for (Case c : all()) {
            if (c.form != FormSpec.GENERAL) {
                cases.add(new Case(c.kind, c.form, c.capacity, true));
            }
        }
        cases.add(new Case(Kind.ABQ, FormSpec.RING, 4, true));
        cases.add(new Case(Kind.ABQ, FormSpec.RING, 16, true));
        cases.add(new Case(Kind.LBQ, FormSpec.RING, 4, true));
        cases.add(new Case(Kind.LBD, FormSpec.RING, 16, true));
        return cases;
    }

    /**
     * The ring cases of {@link #all()} and {@link #quiet()} made by the constructor form: at a ring site the
     * substitute's own class tests the site's kind per call, where allocate's subclass does not (decision 0050).
     */
    static List<Case> constructedRings() {
        return ringCases(Case::constructed);
    }

    /**
     * The ring cases of {@link #all()} and {@link #quiet()} with checks on, made by allocate: at a ring site kept in
     * the substitute's fields, the checked classes whose owner test needs no test of the guard (decision 0053).
     */
    static List<Case> checkedRings() {
        return ringCases(Case::checked);
    }

    /** The ring cases of {@link #all()} and {@link #quiet()}, each turned into {@code variant}'s copy. */
    private static List<Case> ringCases(java.util.function.UnaryOperator<Case> variant) {
        List<Case> cases = new ArrayList<>();
        for (List<Case> list : List.of(all(), quiet())) {
            for (Case c : list) {
                if (c.form == FormSpec.RING) {
                    cases.add(variant.apply(c));
                }
            }
        }
        return cases;
    }

    private Cases() {
    }
}
