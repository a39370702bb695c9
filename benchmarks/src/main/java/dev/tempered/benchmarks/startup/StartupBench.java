package dev.tempered.benchmarks.startup;

import dev.tempered.manifest.ClassBytes;
import dev.tempered.manifest.Confidence;
import dev.tempered.manifest.Implementation;
import dev.tempered.manifest.Manifest;
import dev.tempered.manifest.ManifestWriter;
import dev.tempered.manifest.Side;
import dev.tempered.manifest.Site;
import dev.tempered.manifest.SourceLocation;
import dev.tempered.manifest.Topology;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * Start-up cost of the agent, measured: wall time from process spawn to the first line {@code main} prints, for
 * four configurations run interleaved (no agent, an empty-premain agent, an agent whose one transformer returns
 * null, Tempered with a 100-site manifest) and two
 * programs ({@code g.Hello}, which loads none of the manifest classes, and {@code g.Main}, which loads N generated
 * classes, 100 of them rewritten, before it prints). Also counts the classes each configuration loads and how many
 * come from the CDS archive. Run it with {@code benchmarks/scripts/startup.sh}.
 *
 * <p>Arguments: {@code AGENT_JAR WORK_DIR [rounds=15] [classes=3000] [java=<this JVM>]}. System property
 * {@code startup.compare=LABEL=JAR[;LABEL=JAR...]} adds configurations: other builds of the agent with the same
 * manifest (e.g. the previous commit's), interleaved with the rest. {@code startup.appcds=false} runs without the
 * app's dynamic AppCDS archive (the JDK's default archive only); {@code startup.staticcds=true} adds two
 * configurations with static AppCDS archives, one of them holding the agent's classes too ({@link #staticCds}).
 * Every run is also written to {@code WORK_DIR/runs.csv}.
 */
public final class StartupBench {
    private static final int SITES = 100;

    private StartupBench() {
    }

    public static void main(String[] args) throws Exception {
        Path agent = Paths.get(args[0]).toAbsolutePath();
        Path work = Paths.get(args[1]).toAbsolutePath();
        int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 15;
        int classes = args.length > 3 ? Integer.parseInt(args[3]) : 3000;
        String java = args.length > 4 ? args[4] : Paths.get(System.getProperty("java.home"), "bin", "java").toString();
        Files.createDirectories(work);
        Path appJar = work.resolve("app.jar");
        Path manifest = work.resolve("manifest.json");
        generateApp(appJar, manifest, classes);
        Path empty = work.resolve("empty-agent.jar");
        emptyAgent(empty);
        Path noop = work.resolve("noop-transformer-agent.jar");
        noopTransformerAgent(noop);
        Path jsa = work.resolve("app.jsa");
        Files.deleteIfExists(jsa);
        List<String> base;
        if (Boolean.parseBoolean(System.getProperty("startup.appcds", "true"))) {
            // a dynamic AppCDS archive of the app run without any agent: what a CDS-conscious deployment would have
            run(List.of(java, "-XX:ArchiveClassesAtExit=" + jsa, "-cp", appJar.toString(), "g.Main"));
            base = List.of(java, "-Xshare:auto", "-XX:SharedArchiveFile=" + jsa, "-cp", appJar.toString());
        } else {
            // the JDK's default CDS archive only (JDK classes shared, the app's classes read from its jar)
            base = List.of(java, "-Xshare:auto", "-cp", appJar.toString());
        }

        Map<String, List<String>> configs = new LinkedHashMap<>();
        configs.put("no agent", List.of());
        configs.put("empty premain", List.of("-javaagent:" + empty));
        configs.put("no-op transformer", List.of("-javaagent:" + noop));
        Map<String, Path> agents = new LinkedHashMap<>(); // the builds compared, this one last
        for (String compare : System.getProperty("startup.compare", "").split(";")) {
            if (compare.contains("=")) {
                String label = compare.substring(0, compare.indexOf('='));
                Path jar = Paths.get(compare.substring(compare.indexOf('=') + 1)).toAbsolutePath();
                configs.put(label, List.of("-javaagent:" + jar + "=manifest=" + manifest));
                agents.put(label, jar);
            }
        }
        configs.put("tempered, " + Math.min(classes, SITES) + " sites", List.of("-javaagent:" + agent + "=manifest=" + manifest));
        // the same agent through the JDK's instrument library without -javaagent's module option (design note start-up)
        configs.put("tempered, agentlib, " + Math.min(classes, SITES) + " sites",
                List.of("-agentlib:instrument=" + agent + "=manifest=" + manifest));
        agents.put("tempered", agent);
        if (Boolean.parseBoolean(System.getProperty("startup.staticcds", "false"))) {
            staticCds(configs, java, work, appJar, agents, manifest, empty);
        }
        String[] programs = {"g.Hello", "g.Main"};

        System.out.println("java: " + java + " (" + version(java) + ")");
        System.out.println("load average before: " + loadAverage());
        for (String program : programs) {
            for (Map.Entry<String, List<String>> c : configs.entrySet()) {
                System.out.println(program + " / " + c.getKey() + ": " + classCounts(base, c.getValue(), program, work, c.getKey()));
            }
        }
        if (rounds == 0) {
            return;
        }
        Map<String, List<Double>> times = new LinkedHashMap<>();
        Map<String, List<Double>> cpu = new LinkedHashMap<>();
        List<String> raw = new ArrayList<>();
        raw.add("round,program,configuration,wall_ms,cpu_ms,loadavg1");
        for (int r = -1; r < rounds; r++) { // round -1 warms the page cache and is dropped
            String load = loadAverage().split(" ")[0];
            for (String program : programs) {
                for (Map.Entry<String, List<String>> c : configs.entrySet()) {
                    List<String> cmd = new ArrayList<>(base);
                    cmd.addAll(c.getValue());
                    cmd.add(program);
                    double[] ms = timeToFirstLine(cmd);
                    raw.add(r + "," + program + "," + c.getKey().replace(',', ';') + "," + ms[0] + "," + ms[1] + "," + load);
                    if (r >= 0) {
                        times.computeIfAbsent(program + "|" + c.getKey(), k -> new ArrayList<>()).add(ms[0]);
                        cpu.computeIfAbsent(program + "|" + c.getKey(), k -> new ArrayList<>()).add(ms[1]);
                    }
                }
            }
        }
        System.out.println("load average after: " + loadAverage());
        Files.write(work.resolve("runs.csv"), raw);
        table("Wall time from spawn to the first line of main", programs, configs.keySet(), times);
        table("CPU time (user + system, all threads) from spawn to the first line of main", programs, configs.keySet(), cpu);
    }

    /**
     * More configurations, each with a static AppCDS archive dumped from a class list: the app's classes (no agent),
     * and for each agent build compared (this one last) the app's plus that agent's, recorded with the agent attached
     * and its jar also on {@code -cp} (the deployment recipe of docs/user-guide.md); and the empty premain with this
     * build's archive and class path, the JVM's own share of the recipe configuration. Later
     * {@code -XX:SharedArchiveFile} and {@code -cp} options override the base command's.
     */
    private static void staticCds(Map<String, List<String>> configs, String java, Path work, Path appJar,
                                  Map<String, Path> agents, Path manifest, Path empty)
            throws IOException, InterruptedException {
        Path appList = work.resolve("app.classlist");
        Path appJsa = work.resolve("static-app.jsa");
        run(List.of(java, "-XX:DumpLoadedClassList=" + appList, "-cp", appJar.toString(), "g.Main"));
        run(List.of(java, "-Xshare:dump", "-XX:SharedClassListFile=" + appList, "-XX:SharedArchiveFile=" + appJsa,
                "-cp", appJar.toString()));
        configs.put("no agent, static AppCDS", List.of("-XX:SharedArchiveFile=" + appJsa));
        int n = 0;
        for (Map.Entry<String, Path> a : agents.entrySet()) {
            Path agent = a.getValue();
            String cp = appJar + System.getProperty("path.separator") + agent;
            String javaagent = "-javaagent:" + agent + "=manifest=" + manifest;
            String suffix = a.getKey().equals("tempered") ? "" : "-" + (n++);
            // java.instrument: the module any -javaagent adds, else JDK 25 reports a CDS error at every start
            Path agentJsa = dumpWithAgent(java, work, "agent" + suffix, cp, javaagent, true);
            if (a.getKey().equals("tempered")) {
                // the JVM's own price for any agent under the same recipe (archive and class path): the floor that
                // the Tempered configuration below pays too
                configs.put("empty premain, static AppCDS",
                        List.of("-XX:SharedArchiveFile=" + agentJsa, "-cp", cp, "-javaagent:" + empty));
            }
            configs.put(a.getKey() + ", agent in static AppCDS",
                    List.of("-XX:SharedArchiveFile=" + agentJsa, "-cp", cp, javaagent));
            if (a.getKey().equals("tempered")) {
                agentlibConfigs(configs, java, work, cp, agent, manifest, empty);
            }
        }
    }

    /**
     * The same recipe with the agent loaded as {@code -agentlib:instrument=JAR=OPTIONS} (design note start-up): the
     * JDK's agent library that {@code -javaagent} loads, without the {@code jdk.module.addmods=java.instrument}
     * property that {@code -javaagent} also sets, so the archive is dumped without {@code --add-modules} and keeps the
     * module graph. Adds Tempered and the empty premain (the floor of this form) with that archive.
     */
    private static void agentlibConfigs(Map<String, List<String>> configs, String java, Path work, String cp, Path agent,
                                        Path manifest, Path empty) throws IOException, InterruptedException {
        String agentlib = "-agentlib:instrument=" + agent + "=manifest=" + manifest;
        Path jsa = dumpWithAgent(java, work, "agentlib", cp, agentlib, false);
        configs.put("empty premain, agentlib, static AppCDS",
                List.of("-XX:SharedArchiveFile=" + jsa, "-cp", cp, "-agentlib:instrument=" + empty));
        configs.put("tempered, agentlib, agent in static AppCDS", List.of("-XX:SharedArchiveFile=" + jsa, "-cp", cp, agentlib));
    }

    /**
     * The recipe's archive for one way of loading the agent: a g.Main run with {@code agentFlag} records the class
     * list (without JDK 21+'s {@code @cp} lines: resolved constant-pool entries of the rewritten classes, which do not
     * match the original bytes the dump reads), then the dump, with {@code --add-modules java.instrument} when the
     * run will have it. Files are named after {@code name}; returns the archive.
     */
    private static Path dumpWithAgent(String java, Path work, String name, String cp, String agentFlag,
                                      boolean addInstrument) throws IOException, InterruptedException {
        Path recorded = work.resolve(name + "-recorded.classlist");
        Path list = work.resolve(name + ".classlist");
        Path jsa = work.resolve("static-" + name + ".jsa");
        run(List.of(java, "-XX:DumpLoadedClassList=" + recorded, "-cp", cp, agentFlag, "g.Main"));
        List<String> lines = new ArrayList<>();
        for (String l : Files.readAllLines(recorded)) {
            if (!l.startsWith("@cp ")) {
                lines.add(l);
            }
        }
        Files.write(list, lines);
        List<String> dump = new ArrayList<>(List.of(java, "-Xshare:dump"));
        if (addInstrument) {
            dump.addAll(List.of("--add-modules", "java.instrument"));
        }
        dump.addAll(List.of("-XX:SharedClassListFile=" + list, "-XX:SharedArchiveFile=" + jsa, "-cp", cp));
        run(dump);
        return jsa;
    }

    private static void table(String title, String[] programs, Iterable<String> configs, Map<String, List<Double>> data) {
        System.out.println();
        System.out.println(title + ":");
        System.out.println();
        System.out.println("| program | configuration | median ms | IQR ms | vs no agent | vs empty premain | vs no-op transformer |");
        System.out.println("| --- | --- | --- | --- | --- | --- | --- |");
        for (String program : programs) {
            double none = median(data.get(program + "|no agent"));
            double emptyMs = median(data.get(program + "|empty premain"));
            double noopMs = median(data.get(program + "|no-op transformer"));
            for (String c : configs) {
                List<Double> t = data.get(program + "|" + c);
                double m = median(t);
                System.out.printf("| %s | %s | %.0f | %.0f-%.0f | %s | %s | %s |%n", program, c, m, quantile(t, 0.25),
                        quantile(t, 0.75), versus(m, none), versus(m, emptyMs), versus(m, noopMs));
            }
        }
    }

    private static String versus(double m, double base) {
        return String.format("%.2fx, %+.0f ms", m / base, m - base);
    }

    // ---- the programs

    /** g/C0..C(n-1), each with make(); the first 100 allocate a LinkedBlockingQueue (the manifest's sites). */
    static void generateApp(Path jar, Path manifest, int n) throws IOException {
        List<Site> sites = new ArrayList<>();
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
            for (int i = 0; i < n; i++) {
                String name = "g/C" + i;
                byte[] bytes = generated(name, i < SITES);
                put(out, name + ".class", bytes);
                if (i < SITES) {
                    sites.add(new Site(Site.idOf(name, "make", "()Ljava/lang/Object;", 0), Site.KIND_QUEUE, name,
                            "make", "()Ljava/lang/Object;", 0, new SourceLocation(name, "C" + i + ".java", 3),
                            ClassBytes.of(bytes), "java/util/concurrent/LinkedBlockingQueue", "()V", null, Side.NONE,
                            Side.NONE, List.of("offer", "poll"), Topology.SPSC, Confidence.EXACT, List.of(),
                            Implementation.RING, null));
                }
            }
            put(out, "g/Hello.class", mainClass("g/Hello", 0));
            put(out, "g/Main.class", mainClass("g/Main", n));
        }
        ManifestWriter.write(new Manifest(Manifest.FORMAT, Manifest.currentToolVersion(), Manifest.MODE_APPLICATION,
                true, List.of(), List.of(), sites), manifest);
    }

    private static void put(JarOutputStream out, String name, byte[] bytes) throws IOException {
        out.putNextEntry(new JarEntry(name));
        out.write(bytes);
        out.closeEntry();
    }

    private static byte[] generated(String name, boolean queue) {
        ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_MAXS);
        cw.visit(Opcodes.V17, Opcodes.ACC_PUBLIC | Opcodes.ACC_SUPER, name, null, "java/lang/Object", null);
        cw.visitSource(name.substring(2) + ".java", null);
        MethodVisitor mv = cw.visitMethod(Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC, "make", "()Ljava/lang/Object;", null, null);
        mv.visitCode();
        String type = queue ? "java/util/concurrent/LinkedBlockingQueue" : "java/lang/Object";
        mv.visitTypeInsn(Opcodes.NEW, type);
        mv.visitInsn(Opcodes.DUP);
        mv.visitMethodInsn(Opcodes.INVOKESPECIAL, type, "<init>", "()V", false);
        mv.visitInsn(Opcodes.ARETURN);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
        cw.visitEnd();
        return cw.toByteArray();
    }

    /**
     * main calls C0.make() .. C(n-1).make(), prints the class of C0.make() (or "hello" when n is 0), then reads one
     * byte from stdin (the harness closes it once it has read the process's CPU time).
     */
    private static byte[] mainClass(String name, int n) {
        ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_MAXS);
        cw.visit(Opcodes.V17, Opcodes.ACC_PUBLIC | Opcodes.ACC_SUPER, name, null, "java/lang/Object", null);
        MethodVisitor mv = cw.visitMethod(Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC, "main", "([Ljava/lang/String;)V", null, null);
        mv.visitCode();
        if (n > 0) { // load g.Hello too, so the AppCDS archive dumped from g.Main holds it
            mv.visitLdcInsn(org.objectweb.asm.Type.getObjectType("g/Hello"));
            mv.visitInsn(Opcodes.POP);
        }
        for (int i = 0; i < n; i++) {
            mv.visitMethodInsn(Opcodes.INVOKESTATIC, "g/C" + i, "make", "()Ljava/lang/Object;", false);
            mv.visitInsn(Opcodes.POP);
        }
        mv.visitFieldInsn(Opcodes.GETSTATIC, "java/lang/System", "out", "Ljava/io/PrintStream;");
        if (n == 0) {
            mv.visitLdcInsn("hello");
        } else {
            mv.visitMethodInsn(Opcodes.INVOKESTATIC, "g/C0", "make", "()Ljava/lang/Object;", false);
            mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, "java/lang/Object", "getClass", "()Ljava/lang/Class;", false);
            mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, "java/lang/Class", "getName", "()Ljava/lang/String;", false);
        }
        mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, "java/io/PrintStream", "println", "(Ljava/lang/String;)V", false);
        // then wait for stdin to close: the harness reads the process's CPU time while it is parked here
        mv.visitFieldInsn(Opcodes.GETSTATIC, "java/lang/System", "in", "Ljava/io/InputStream;");
        mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, "java/io/InputStream", "read", "()I", false);
        mv.visitInsn(Opcodes.POP);
        mv.visitInsn(Opcodes.RETURN);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
        cw.visitEnd();
        return cw.toByteArray();
    }

    /** An agent jar whose premain does nothing: the JVM's own price for any -javaagent. */
    static void emptyAgent(Path jar) throws IOException {
        ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_MAXS);
        cw.visit(Opcodes.V17, Opcodes.ACC_PUBLIC | Opcodes.ACC_SUPER, "e/EmptyAgent", null, "java/lang/Object", null);
        MethodVisitor mv = cw.visitMethod(Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC, "premain",
                "(Ljava/lang/String;Ljava/lang/instrument/Instrumentation;)V", null, null);
        mv.visitCode();
        mv.visitInsn(Opcodes.RETURN);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
        cw.visitEnd();
        java.util.jar.Manifest mf = new java.util.jar.Manifest();
        mf.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        mf.getMainAttributes().putValue("Premain-Class", "e.EmptyAgent");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar), mf)) {
            put(out, "e/EmptyAgent.class", cw.toByteArray());
        }
    }

    /**
     * An agent whose premain registers a transformer that returns null for every class: the price any transforming
     * agent pays, which grows with the classes a program loads (the JVM hands each class's bytes to the transformer,
     * reading them from the jar for a class that comes from the CDS archive).
     */
    static void noopTransformerAgent(Path jar) throws IOException {
        ClassWriter t = new ClassWriter(ClassWriter.COMPUTE_MAXS);
        t.visit(Opcodes.V17, Opcodes.ACC_PUBLIC | Opcodes.ACC_SUPER, "e/NoopTransformer", null, "java/lang/Object",
                new String[] {"java/lang/instrument/ClassFileTransformer"}); // its default transform returns null
        MethodVisitor init = t.visitMethod(Opcodes.ACC_PUBLIC, "<init>", "()V", null, null);
        init.visitCode();
        init.visitVarInsn(Opcodes.ALOAD, 0);
        init.visitMethodInsn(Opcodes.INVOKESPECIAL, "java/lang/Object", "<init>", "()V", false);
        init.visitInsn(Opcodes.RETURN);
        init.visitMaxs(0, 0);
        init.visitEnd();
        t.visitEnd();
        ClassWriter a = new ClassWriter(ClassWriter.COMPUTE_MAXS);
        a.visit(Opcodes.V17, Opcodes.ACC_PUBLIC | Opcodes.ACC_SUPER, "e/NoopAgent", null, "java/lang/Object", null);
        MethodVisitor mv = a.visitMethod(Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC, "premain",
                "(Ljava/lang/String;Ljava/lang/instrument/Instrumentation;)V", null, null);
        mv.visitCode();
        mv.visitVarInsn(Opcodes.ALOAD, 1);
        mv.visitTypeInsn(Opcodes.NEW, "e/NoopTransformer");
        mv.visitInsn(Opcodes.DUP);
        mv.visitMethodInsn(Opcodes.INVOKESPECIAL, "e/NoopTransformer", "<init>", "()V", false);
        mv.visitMethodInsn(Opcodes.INVOKEINTERFACE, "java/lang/instrument/Instrumentation", "addTransformer",
                "(Ljava/lang/instrument/ClassFileTransformer;)V", true);
        mv.visitInsn(Opcodes.RETURN);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
        a.visitEnd();
        java.util.jar.Manifest mf = new java.util.jar.Manifest();
        mf.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        mf.getMainAttributes().putValue("Premain-Class", "e.NoopAgent");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar), mf)) {
            put(out, "e/NoopAgent.class", a.toByteArray());
            put(out, "e/NoopTransformer.class", t.toByteArray());
        }
    }

    // ---- measuring

    /** Wall ms and CPU ms (all threads, user + system) from spawn to the first line main prints. */
    private static double[] timeToFirstLine(List<String> cmd) throws IOException, InterruptedException {
        long start = System.nanoTime();
        Process p = new ProcessBuilder(cmd).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            String line = r.readLine();
            while (line != null && line.startsWith("[")) { // the JVM's own log lines (JDK 25 reports the module
                line = r.readLine();                       // graph that any -javaagent disables as a CDS error)
            }
            long end = System.nanoTime();
            double cpu = cpuMillis(p.pid()); // the child is parked on stdin now
            p.getOutputStream().close();
            while (r.readLine() != null) {
                // drain
            }
            if (!p.waitFor(120, TimeUnit.SECONDS) || p.exitValue() != 0 || line == null) {
                throw new IllegalStateException("run failed: " + cmd);
            }
            return new double[] {(end - start) / 1e6, cpu};
        }
    }

    /** utime + stime of a live process from /proc (clock ticks of 1/CLK_TCK s). */
    private static double cpuMillis(long pid) throws IOException {
        String stat = Files.readString(Paths.get("/proc/" + pid + "/stat"));
        String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
        // after the command: state(3) ppid ... utime is field 14, stime 15 of the whole line
        long ticks = Long.parseLong(f[11]) + Long.parseLong(f[12]);
        return ticks * 1000.0 / CLK_TCK;
    }

    private static final long CLK_TCK = clockTicks();

    private static long clockTicks() {
        try {
            return Long.parseLong(run(List.of("getconf", "CLK_TCK")).trim());
        } catch (IOException | InterruptedException | RuntimeException e) {
            return 100;
        }
    }

    /** "N classes loaded, S from the CDS archive, app classes g/*: A of which AS shared". */
    private static String classCounts(List<String> base, List<String> extra, String program, Path work, String label)
            throws IOException, InterruptedException {
        Path log = work.resolve("classload.log");
        List<String> cmd = new ArrayList<>(base);
        cmd.add("-Xlog:class+load=info:file=" + log);
        cmd.addAll(extra);
        cmd.add(program);
        String out = run(cmd);
        int all = 0;
        int shared = 0;
        int app = 0;
        int appShared = 0;
        int ours = 0;
        int invoke = 0;
        List<String> appNotShared = new ArrayList<>();
        for (String l : Files.readAllLines(log)) {
            if (!l.contains("source:")) {
                continue;
            }
            all++;
            boolean s = l.contains("shared objects file");
            shared += s ? 1 : 0;
            if (l.contains(" g.")) {
                app++;
                appShared += s ? 1 : 0;
                if (!s) {
                    appNotShared.add(l.substring(l.indexOf(" g.") + 1, l.indexOf(" source:")));
                }
            }
            ours += l.contains(" dev.tempered.") ? 1 : 0;
            invoke += l.contains(" java.lang.invoke.") ? 1 : 0;
        }
        // the classes that left the archive: with the agent exactly the manifest's classes (g.C0..g.C99) should
        boolean onlyManifestClasses = true;
        for (String name : appNotShared) {
            int i = name.startsWith("g.C") ? Integer.parseInt(name.substring(3)) : -1;
            onlyManifestClasses &= i >= 0 && i < SITES;
        }
        Files.copy(log, work.resolve("classload-" + program + "-" + label.replaceAll("[^A-Za-z0-9]+", "-") + ".log"),
                java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        return all + " classes loaded (" + shared + " from CDS), app g.*: " + app + " (" + appShared + " from CDS; not "
                + "shared: " + appNotShared.size() + (appNotShared.isEmpty() ? "" : ", all of them manifest classes: "
                + onlyManifestClasses) + "), dev.tempered.*: " + ours + ", java.lang.invoke.*: " + invoke
                + "; first line: " + out.lines().filter(l -> !l.startsWith("[")).findFirst().orElse("");
    }

    private static String run(List<String> cmd) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        p.getOutputStream().close();
        byte[] out = p.getInputStream().readAllBytes();
        if (!p.waitFor(300, TimeUnit.SECONDS) || p.exitValue() != 0) {
            throw new IllegalStateException("failed: " + cmd + "\n" + new String(out, StandardCharsets.UTF_8));
        }
        return new String(out, StandardCharsets.UTF_8);
    }

    private static String version(String java) throws IOException, InterruptedException {
        return run(List.of(java, "-version")).lines().findFirst().orElse("?");
    }

    private static String loadAverage() {
        try {
            return Files.readString(Paths.get("/proc/loadavg")).trim();
        } catch (IOException e) {
            return "unknown";
        }
    }

    static double median(List<Double> xs) {
        return quantile(xs, 0.5);
    }

    /** Linear interpolation between order statistics (type 7, as R and numpy default). */
    static double quantile(List<Double> xs, double q) {
        double[] a = xs.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        double pos = q * (a.length - 1);
        int lo = (int) Math.floor(pos);
        int hi = Math.min(lo + 1, a.length - 1);
        return a[lo] + (a[hi] - a[lo]) * (pos - lo);
    }
}
