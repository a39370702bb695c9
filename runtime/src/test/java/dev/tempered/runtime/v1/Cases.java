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

        /** whether the form supports removing elements other than the head */
        boolean interiorRemoval() {
            return this == GENERAL;
        }
    }

    static final class Case {
        final Kind kind;
        final FormSpec form;
        final int capacity;
        /** the spec says no thread waits on the queue ({@code waits=none}): a quiet core, no wake-up signals */
        final boolean quiet;

        Case(Kind kind, FormSpec form, int capacity) {
            this(kind, form, capacity, false);
        }

        Case(Kind kind, FormSpec form, int capacity, boolean quiet) {
            this.kind = kind;
            this.form = form;
            this.capacity = capacity;
            this.quiet = quiet;
        }

        String spec(String checks) {
            return form.spec(checks) + (quiet ? "|waits=none" : "");
        }

        Queue<Integer> substitute() {
            return substitute("off");
        }

        Queue<Integer> substitute(String checks) {
            return Cases.substitute(kind, capacity, spec(checks));
        }

        Queue<Integer> withElements(Collection<Integer> elements) {
            String spec = spec("off");
            switch (kind) {
                case LBQ: return capacity == UNBOUNDED ? new TemperedLinkedBlockingQueue<>(elements, spec) : fill(substitute(), elements);
                case ABQ: return new TemperedArrayBlockingQueue<>(capacity, false, elements, spec);
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
                    + (quiet ? "/quiet" : "");
        }
    }

    private static Queue<Integer> fill(Queue<Integer> q, Collection<Integer> elements) {
        q.addAll(elements);
        return q;
    }

    static Queue<Integer> substitute(Kind kind, int capacity, String spec) {
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

    private Cases() {
    }
}
