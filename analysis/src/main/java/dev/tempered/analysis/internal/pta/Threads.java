package dev.tempered.analysis.internal.pta;

import java.util.ArrayList;
import java.util.List;

/** The abstract threads: main, static initialisers, each start site and task, each serial executor. */
public final class Threads {
    /** How many instances of a thread may run at once. */
    public enum Rule {
        ONE,
        MANY,
        UNKNOWN,
        /** as many as executions of its start instruction */
        PER_START,
        /** one per executor object: as many as executions of the executor's allocation */
        PER_EXECUTOR
    }

    public static final class AThread {
        public final int id;
        public final String kind;
        public final Solver.MNode start;
        public final int startNode;
        public final int startInsn;
        public final Rule rule;
        public final int executor;
        public int root = -1;
        private String name;
        private String entry;
        public boolean unknownTask;

        AThread(int id, String name, String kind, String entry, Solver.MNode start, int startNode, int startInsn,
                Rule rule, int executor) {
            this.id = id;
            this.name = name;
            this.kind = kind;
            this.entry = entry;
            this.start = start;
            this.startNode = startNode;
            this.startInsn = startInsn;
            this.rule = rule;
            this.executor = executor;
        }

        public void name(String n) {
            if (name == null) {
                name = n;
            } else if (!name.equals(n) && !name.endsWith(" tasks")) {
                name = kind + " tasks";
            }
        }

        public void entry(String e) {
            if (entry == null) {
                entry = e;
            }
        }

        void unknownTask() {
            unknownTask = true;
        }

        public String name() {
            return name != null ? name : kind;
        }

        public String entry() {
            return entry != null ? entry : "?";
        }
    }

    private final List<AThread> all = new ArrayList<>();

    AThread add(String name, String kind, String entry, Solver.MNode start, int startNode, int startInsn, Rule rule,
                int executor) {
        AThread t = new AThread(all.size(), name, kind, entry, start, startNode, startInsn, rule, executor);
        all.add(t);
        return t;
    }

    public AThread get(int id) {
        return all.get(id);
    }

    public List<AThread> all() {
        return all;
    }
}
