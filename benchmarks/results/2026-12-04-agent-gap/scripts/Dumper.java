import java.lang.instrument.*;
import java.nio.file.*;
public class Dumper {
  public static void premain(String a, Instrumentation inst) {
    inst.addTransformer(new ClassFileTransformer() {
      public byte[] transform(Module m, ClassLoader l, String n, Class<?> c, java.security.ProtectionDomain p, byte[] b) {
        if (n != null && n.equals(a)) { try { Files.write(Paths.get("/tmp/i36/dumped.class"), b); } catch (Exception e) {} }
        return null; }});
  }
}
