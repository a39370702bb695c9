package dev.tempered.analysis.internal.classpath;

import dev.tempered.analysis.ProgressListener;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.HashMap;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.jar.Attributes;
import java.util.jar.JarFile;
import java.util.jar.Manifest;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipException;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.tree.ClassNode;

/**
 * The program's classes: every class file of the inputs and dependencies (first definition wins, multi-release
 * jars resolved for the running JDK), and JDK classes from the {@code jrt:} image on demand. Unreadable entries
 * and class files newer than ASM reads become diagnostics; the class is then missing.
 */
public final class ClassPath {
    private static final int FEATURE = Runtime.version().feature();

    private final Diagnostics diagnostics;
    private final Map<String, ClassFile> files = new LinkedHashMap<>();
    private final Map<String, ClassInfo> infos = new HashMap<>();
    private final Map<String, ClassNode> nodes = new HashMap<>();
    private final Map<Path, String> sha256 = new LinkedHashMap<>();
    private final JdkImage jdk = new JdkImage();
    private final Map<String, Boolean> complete = new HashMap<>();
    private final Map<String, Set<String>> supertypes = new HashMap<>();
    private final Map<String, Map<String, String>> dispatched = new HashMap<>();
    private static final String NONE = "";
    private String firstMainClass;
    /** Service type (binary name) to the providers {@code META-INF/services} lists in the inputs and class path. */
    private final Map<String, List<String>> services = new LinkedHashMap<>();

    public ClassPath(Diagnostics diagnostics) {
        this.diagnostics = diagnostics;
    }

    /** Reads one jar or class directory. Problems become diagnostics. */
    public void add(Path path, ClassInfo.Origin origin, ProgressListener progress) {
        if (Files.isDirectory(path)) {
            readDirectory(path, origin, progress);
        } else if (Files.isRegularFile(path)) {
            readJar(path, origin, progress);
        } else {
            diagnostics.add(path + ": no such jar or directory; it was skipped");
        }
    }

    private void readDirectory(Path dir, ClassInfo.Origin origin, ProgressListener progress) {
        MessageDigest sha = sha256();
        List<Path> classes;
        try (Stream<Path> s = Files.walk(dir)) {
            classes = s.filter(p -> p.toString().endsWith(".class") && Files.isRegularFile(p)).sorted(
                    (a, b) -> relative(dir, a).compareTo(relative(dir, b))).toList();
        } catch (IOException e) {
            diagnostics.add(dir + ": cannot list the directory (" + e.getMessage() + "); it was skipped");
            return;
        }
        for (Path p : classes) {
            String rel = relative(dir, p);
            try {
                byte[] bytes = Files.readAllBytes(p);
                sha.update(bytes);
                if (!rel.startsWith("META-INF/") && !rel.endsWith("module-info.class")) {
                    define(bytes, origin, dir + "/" + rel, progress);
                }
            } catch (IOException e) {
                diagnostics.add(dir + "/" + rel + ": cannot read (" + e.getMessage() + "); treated as missing");
            }
        }
        sha256.put(dir, HexFormat.of().formatHex(sha.digest()));
        Path listed = dir.resolve("META-INF/services");
        if (Files.isDirectory(listed)) {
            try (Stream<Path> s = Files.list(listed)) {
                for (Path p : s.filter(Files::isRegularFile).sorted().toList()) {
                    services(p.getFileName().toString(), Files.readString(p, java.nio.charset.StandardCharsets.UTF_8));
                }
            } catch (IOException | RuntimeException e) {
                diagnostics.add(listed + ": cannot read the service providers (" + e.getMessage()
                        + "); ServiceLoader calls for them stay unresolved");
            }
        }
    }

    /** Adds the providers one {@code META-INF/services} file lists: one binary name a line, {@code #} comments. */
    private void services(String service, String text) {
        List<String> providers = services.computeIfAbsent(service, k -> new ArrayList<>());
        for (String line : text.split("\\R")) {
            int hash = line.indexOf('#');
            String name = (hash < 0 ? line : line.substring(0, hash)).trim();
            if (!name.isEmpty() && !providers.contains(name)) {
                providers.add(name);
            }
        }
    }

    /**
     * The providers of service type {@code binaryName} that {@code META-INF/services} files of the inputs and class
     * path list, in reading order; empty when none does.
     */
    public List<String> serviceProviders(String binaryName) {
        return List.copyOf(services.getOrDefault(binaryName, List.of()));
    }

    private static String relative(Path dir, Path p) {
        return dir.relativize(p).toString().replace('\\', '/');
    }

    private void readJar(Path jar, ClassInfo.Origin origin, ProgressListener progress) {
        try {
            sha256.put(jar, HexFormat.of().formatHex(sha256().digest(Files.readAllBytes(jar))));
        } catch (IOException e) {
            diagnostics.add(jar + ": cannot read (" + e.getMessage() + "); it was skipped");
            return;
        }
        try (JarFile jf = new JarFile(jar.toFile(), false)) {
            Manifest mf = jf.getManifest();
            boolean multiRelease = mf != null
                    && "true".equalsIgnoreCase(mf.getMainAttributes().getValue(Attributes.Name.MULTI_RELEASE));
            if (mf != null && firstMainClass == null && origin == ClassInfo.Origin.INPUT) {
                firstMainClass = mf.getMainAttributes().getValue(Attributes.Name.MAIN_CLASS);
            }
            // class path name -> (version, entry): the base entry is version 0
            Map<String, ZipEntry> chosen = new TreeMap<>();
            Map<String, Integer> chosenVersion = new HashMap<>();
            Enumeration<? extends ZipEntry> en = jf.entries();
            while (en.hasMoreElements()) {
                ZipEntry e = en.nextElement();
                String n = e.getName();
                if (!e.isDirectory() && n.startsWith("META-INF/services/") && n.indexOf('/', 18) < 0) {
                    try (InputStream in = jf.getInputStream(e)) {
                        services(n.substring(18), new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8));
                    }
                    continue;
                }
                if (e.isDirectory() || !n.endsWith(".class") || n.endsWith("module-info.class")) {
                    continue;
                }
                int version = 0;
                if (n.startsWith("META-INF/versions/")) {
                    if (!multiRelease) {
                        continue;
                    }
                    String rest = n.substring("META-INF/versions/".length());
                    int slash = rest.indexOf('/');
                    try {
                        version = Integer.parseInt(rest.substring(0, slash));
                    } catch (RuntimeException ex) {
                        continue;
                    }
                    if (version > FEATURE) {
                        continue;
                    }
                    n = rest.substring(slash + 1);
                } else if (n.startsWith("META-INF/")) {
                    continue;
                }
                Integer have = chosenVersion.get(n);
                if (have == null || version > have) {
                    chosen.put(n, e);
                    chosenVersion.put(n, version);
                }
            }
            for (ZipEntry e : chosen.values()) {
                try (InputStream in = jf.getInputStream(e)) {
                    define(in.readAllBytes(), origin, jar.getFileName() + "!" + e.getName(), progress);
                } catch (IOException | RuntimeException ex) {
                    diagnostics.add(jar.getFileName() + "!" + e.getName() + ": unreadable entry (" + ex.getMessage()
                            + "); treated as missing");
                }
            }
        } catch (ZipException e) {
            diagnostics.add(jar + ": not a readable jar (" + e.getMessage() + "); it was skipped");
        } catch (IOException | RuntimeException e) {
            diagnostics.add(jar + ": cannot read the jar (" + e.getMessage() + "); it was skipped");
        }
    }

    private void define(byte[] bytes, ClassInfo.Origin origin, String where, ProgressListener progress) {
        if (bytes.length < 8 || (bytes[0] & 0xff) != 0xCA || (bytes[1] & 0xff) != 0xFE) {
            diagnostics.add(where + ": not a class file; treated as missing");
            return;
        }
        ClassInfo info;
        try {
            info = HeaderReader.read(bytes, origin);
        } catch (RuntimeException e) {
            int major = ((bytes[6] & 0xff) << 8) | (bytes[7] & 0xff);
            if (major > 44 + FEATURE || e.getMessage() != null && e.getMessage().startsWith("Unsupported class file")) {
                diagnostics.add(where + ": class file version " + major + " (Java " + (major - 44)
                        + ") is newer than this tool reads; run it on a newer release; the class is treated as missing");
            } else {
                diagnostics.add(where + ": malformed class file (" + e + "); treated as missing");
            }
            return;
        }
        if (files.containsKey(info.name())) {
            return; // first definition on the class path wins, as for the JVM
        }
        files.put(info.name(), new ClassFile(info.name(), bytes, origin, where));
        infos.put(info.name(), info);
        if (files.size() % 500 == 0) {
            progress.classesRead(files.size());
        }
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    public int size() {
        return files.size();
    }

    public String sha256(Path p) {
        return sha256.get(p);
    }

    public String firstMainClass() {
        return firstMainClass;
    }

    public Diagnostics diagnostics() {
        return diagnostics;
    }

    /** Program classes (inputs and dependencies) in class path order. */
    public List<ClassFile> files() {
        return new ArrayList<>(files.values());
    }

    public ClassFile file(String name) {
        return files.get(name);
    }

    /** Hierarchy facts of a program or JDK class, or null when missing (no diagnostic: see {@link #need}). */
    public ClassInfo info(String name) {
        if (name == null) {
            return null;
        }
        ClassInfo i = infos.get(name);
        if (i == null && !infos.containsKey(name)) {
            if (name.startsWith("[")) {
                return null;
            }
            byte[] b = jdk.read(name);
            if (b != null) {
                try {
                    i = HeaderReader.read(b, ClassInfo.Origin.JDK);
                } catch (RuntimeException e) {
                    i = null;
                }
            }
            infos.put(name, i);
        }
        return i;
    }

    /** Like {@link #info}, and records a missing-class diagnostic. */
    public ClassInfo need(String name, String neededBy) {
        ClassInfo i = info(name);
        if (i == null && name != null && !name.startsWith("[")) {
            diagnostics.missingClass(name, neededBy);
        }
        return i;
    }

    /** The code of a program class (frames skipped), parsed once. */
    public ClassNode node(String name) {
        ClassNode n = nodes.get(name);
        if (n == null) {
            ClassFile f = files.get(name);
            if (f == null) {
                return null;
            }
            n = new ClassNode();
            new ClassReader(f.bytes()).accept(n, ClassReader.SKIP_FRAMES);
            nodes.put(name, n);
        }
        return n;
    }

    /** True when {@code sub} is {@code sup} or a subtype; false also when the hierarchy has a gap. */
    public boolean isSubtype(String sub, String sup) {
        if (sub == null) {
            return false;
        }
        if (sub.equals(sup) || "java/lang/Object".equals(sup)) {
            return true;
        }
        Set<String> all = supertypes.get(sub);
        if (all == null) {
            all = new HashSet<>();
            collectSupertypes(sub, all);
            supertypes.put(sub, all);
        }
        return all.contains(sup);
    }

    private void collectSupertypes(String c, Set<String> into) {
        ClassInfo i = info(c);
        if (i == null) {
            return;
        }
        if (i.superName() != null && into.add(i.superName())) {
            collectSupertypes(i.superName(), into);
        }
        for (String itf : i.interfaces()) {
            if (into.add(itf)) {
                collectSupertypes(itf, into);
            }
        }
    }

    /** True when every class above {@code name} is known. */
    public boolean hierarchyComplete(String name) {
        Boolean known = complete.get(name);
        if (known != null) {
            return known;
        }
        boolean r = hierarchyCompleteUncached(name);
        complete.put(name, r);
        return r;
    }

    private boolean hierarchyCompleteUncached(String name) {
        ClassInfo i = info(name);
        if (i == null) {
            return false;
        }
        if (i.superName() != null && !hierarchyComplete(i.superName())) {
            return false;
        }
        for (String itf : i.interfaces()) {
            if (!hierarchyComplete(itf)) {
                return false;
            }
        }
        return true;
    }

    /**
     * The class that declares the method a virtual call {@code name+desc} on an object of class {@code cls}
     * runs: the superclass chain first, then default methods of interfaces. Null when nothing is found.
     */
    public String dispatch(String cls, String nameDesc) {
        Map<String, String> m = dispatched.computeIfAbsent(cls, k -> new HashMap<>());
        String r = m.get(nameDesc);
        if (r == null) {
            r = dispatchUncached(cls, nameDesc);
            m.put(nameDesc, r == null ? NONE : r);
            return r;
        }
        return r.equals(NONE) ? null : r;
    }

    private String dispatchUncached(String cls, String nameDesc) {
        for (String c = cls; c != null; ) {
            ClassInfo i = info(c);
            if (i == null) {
                return null;
            }
            Integer acc = i.methods().get(nameDesc);
            if (acc != null && (acc & org.objectweb.asm.Opcodes.ACC_ABSTRACT) == 0
                    && (acc & org.objectweb.asm.Opcodes.ACC_STATIC) == 0) {
                return c;
            }
            c = i.superName();
        }
        return defaultMethod(cls, nameDesc);
    }

    private String defaultMethod(String cls, String nameDesc) {
        for (String c = cls; c != null; ) {
            ClassInfo i = info(c);
            if (i == null) {
                return null;
            }
            for (String itf : i.interfaces()) {
                String found = inInterface(itf, nameDesc);
                if (found != null) {
                    return found;
                }
            }
            c = i.superName();
        }
        return null;
    }

    private String inInterface(String itf, String nameDesc) {
        ClassInfo i = info(itf);
        if (i == null) {
            return null;
        }
        Integer acc = i.methods().get(nameDesc);
        if (acc != null && (acc & org.objectweb.asm.Opcodes.ACC_ABSTRACT) == 0) {
            return itf;
        }
        for (String sup : i.interfaces()) {
            String found = inInterface(sup, nameDesc);
            if (found != null) {
                return found;
            }
        }
        return null;
    }

    /** The class that declares a method for a static or special call, searching supertypes; null when none. */
    public String resolveDeclared(String owner, String nameDesc) {
        for (String c = owner; c != null; ) {
            ClassInfo i = info(c);
            if (i == null) {
                return null;
            }
            if (i.methods().containsKey(nameDesc)) {
                return c;
            }
            c = i.superName();
        }
        return inInterface(owner, nameDesc);
    }

    /** The class that declares field {@code name}, searching supertypes (interfaces first for statics); null if unknown. */
    public String resolveField(String owner, String name) {
        for (String c = owner; c != null; ) {
            ClassInfo i = info(c);
            if (i == null) {
                return null;
            }
            if (i.fields().containsKey(name)) {
                return c;
            }
            for (String itf : i.interfaces()) {
                String f = resolveField(itf, name);
                if (f != null) {
                    return f;
                }
            }
            c = i.superName();
        }
        return null;
    }
}
