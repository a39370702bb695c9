package dev.tempered.analysis.check;

import dev.tempered.analysis.internal.classpath.ClassPath;
import dev.tempered.analysis.internal.thread.CheckView;
import dev.tempered.manifest.Implementation;
import dev.tempered.manifest.Site;
import java.util.Map;
import java.util.Set;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.MethodInsnNode;

/**
 * Which instructions may block the thread: monitors, locks, waits, sleeps, parks, blocking queue operations and
 * blocking I/O. A queue operation is judged under the implementation the rewriter chose for its site: an
 * {@code offer} on an {@code ArrayBlockingQueue} kept general takes the queue's lock, on a ring it does not; a
 * {@code take} waits for an element whatever the implementation.
 */
final class BlockingOps {
    private static final Set<String> WAITING_QUEUE_OPS = Set.of("put", "take", "putFirst", "putLast", "takeFirst",
            "takeLast", "transfer");
    private static final Set<String> LOCKED_QUEUES = Set.of("java/util/concurrent/ArrayBlockingQueue",
            "java/util/concurrent/LinkedBlockingQueue", "java/util/concurrent/LinkedBlockingDeque",
            "java/util/concurrent/PriorityBlockingQueue", "java/util/concurrent/DelayQueue",
            "java/util/concurrent/SynchronousQueue");
    private static final Set<String> IO_ROOTS = Set.of("java/io/InputStream", "java/io/OutputStream", "java/io/Reader",
            "java/io/Writer", "java/net/Socket", "java/net/ServerSocket", "java/nio/channels/FileChannel",
            "java/nio/channels/SocketChannel", "java/nio/channels/ServerSocketChannel", "java/nio/channels/Selector",
            "java/io/RandomAccessFile", "java/net/DatagramSocket");

    private final ClassPath cp;
    private final CheckView view;
    private final Map<String, Site> sitesByAlloc;

    BlockingOps(ClassPath cp, CheckView view, Map<String, Site> sitesByAlloc) {
        this.cp = cp;
        this.view = view;
        this.sitesByAlloc = sitesByAlloc;
    }

    /** What blocks at instruction {@code i} of method node {@code mnode}, or null. */
    String at(int mnode, int i, AbstractInsnNode insn) {
        if (insn.getOpcode() == Opcodes.MONITORENTER) {
            return "a synchronized block (monitorenter)";
        }
        if (!(insn instanceof MethodInsnNode mi)) {
            return null;
        }
        for (CheckView.Op op : view.opsIn(mnode)) {
            if (op.insn() == i) {
                String q = queueOp(op.name(), mi.desc, view.site(op.obj()), view.type(op.obj()));
                if (q != null) {
                    return q;
                }
            }
        }
        return call(mi);
    }

    private String queueOp(String name, String desc, String allocKey, String type) {
        Site site = sitesByAlloc.get(allocKey);
        Implementation impl = site == null ? Implementation.GENERAL : site.implementation();
        String simple = LockKeys.simple(type);
        boolean timed = desc.contains("Ljava/util/concurrent/TimeUnit;");
        if (WAITING_QUEUE_OPS.contains(name) || timed && (name.startsWith("offer") || name.startsWith("poll"))) {
            return name + " on " + simple + " (" + impl.json() + ": waits"
                    + (impl == Implementation.GENERAL ? "" : " whatever the implementation") + ")";
        }
        if (LOCKED_QUEUES.contains(type) && impl == Implementation.GENERAL) {
            return name + " on " + simple + " (general: takes the queue's lock)";
        }
        return null;
    }

    private String call(MethodInsnNode mi) {
        String o = mi.owner;
        String n = mi.name;
        String what = LockKeys.simple(o) + "." + n + "()";
        if (o.equals("java/lang/Object") && n.equals("wait") || o.equals("java/lang/Thread")
                && (n.equals("sleep") || n.equals("join")) || o.equals("java/util/concurrent/locks/LockSupport")
                && n.startsWith("park")) {
            return what;
        }
        if (!o.startsWith("java/") && !o.startsWith("javax/")) {
            return null; // application code is analysed through its call edges
        }
        if (sub(o, "java/util/concurrent/locks/Lock") && (n.equals("lock") || n.equals("lockInterruptibly")
                || n.equals("tryLock") && !mi.desc.equals("()Z"))
                || sub(o, "java/util/concurrent/locks/Condition") && n.startsWith("await")
                || (o.equals("java/util/concurrent/CountDownLatch") || o.equals("java/util/concurrent/CyclicBarrier")
                || o.equals("java/util/concurrent/Phaser")) && n.startsWith("await")
                || o.equals("java/util/concurrent/Semaphore") && n.startsWith("acquire")
                || o.equals("java/util/concurrent/Exchanger") && n.equals("exchange")
                || sub(o, "java/util/concurrent/Future") && (n.equals("get") || n.equals("join"))
                || sub(o, "java/util/concurrent/ExecutorService") && (n.equals("awaitTermination")
                || n.startsWith("invoke") || n.equals("close"))
                || sub(o, "java/util/concurrent/BlockingQueue") && (WAITING_QUEUE_OPS.contains(n)
                || mi.desc.contains("Ljava/util/concurrent/TimeUnit;"))) {
            return what;
        }
        if (o.equals("java/io/PrintStream") && (n.startsWith("print") || n.equals("write") || n.equals("format"))) {
            return what + " (takes the stream's lock, may block on I/O)";
        }
        for (String root : IO_ROOTS) {
            if (sub(o, root) && !n.equals("<init>") && !n.equals("toString") && !n.equals("hashCode")) {
                return what + " (blocking I/O)";
            }
        }
        if (o.equals("java/nio/file/Files") && (n.startsWith("read") || n.startsWith("write") || n.startsWith("new")
                || n.startsWith("lines") || n.startsWith("copy"))) {
            return what + " (blocking I/O)";
        }
        return null;
    }

    private boolean sub(String o, String root) {
        return o.equals(root) || cp.isSubtype(o, root);
    }
}
