package dev.tempered.analysis.internal.classpath;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.FieldVisitor;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/** Reads the hierarchy facts of a class file without its code. */
final class HeaderReader extends ClassVisitor {
    private final ClassInfo.Origin origin;
    private String name;
    private String superName;
    private List<String> interfaces;
    private int access;
    private String source;
    private final Map<String, Integer> methods = new HashMap<>();
    private final Map<String, Integer> fields = new HashMap<>();

    private HeaderReader(ClassInfo.Origin origin) {
        super(Opcodes.ASM9);
        this.origin = origin;
    }

    /** Throws IllegalArgumentException (from ASM) when the class file version is too new or the bytes are bad. */
    static ClassInfo read(byte[] bytes, ClassInfo.Origin origin) {
        HeaderReader r = new HeaderReader(origin);
        new ClassReader(bytes).accept(r, ClassReader.SKIP_CODE | ClassReader.SKIP_FRAMES);
        return new ClassInfo(r.name, r.superName, r.interfaces, r.access, origin, Map.copyOf(r.methods),
                Map.copyOf(r.fields), r.source);
    }

    @Override
    public void visit(int version, int access, String name, String signature, String superName, String[] interfaces) {
        this.name = name;
        this.superName = superName;
        this.interfaces = interfaces == null ? List.of() : List.of(interfaces);
        this.access = access;
    }

    @Override
    public void visitSource(String source, String debug) {
        this.source = source;
    }

    @Override
    public FieldVisitor visitField(int access, String name, String descriptor, String signature, Object value) {
        fields.put(name, access);
        return null;
    }

    @Override
    public MethodVisitor visitMethod(int access, String name, String descriptor, String signature, String[] exceptions) {
        methods.put(name + descriptor, access);
        return null;
    }
}
