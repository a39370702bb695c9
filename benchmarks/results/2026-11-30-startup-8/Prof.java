package dev.tempered.rewrite;
import dev.tempered.manifest.*;
import java.nio.file.*;
import java.util.*;
import java.util.zip.*;
public class Prof {
  public static void main(String[] a) throws Exception {
    Map<String, List<Site>> by = ManifestIndex.read(Path.of("/tmp/tempered-startup/manifest.json")).sitesByClass();
    Map<String, byte[]> bytes = new HashMap<>();
    try (ZipFile z = new ZipFile("/tmp/tempered-startup/app.jar")) {
      for (String c : by.keySet()) bytes.put(c, z.getInputStream(z.getEntry(c + ".class")).readAllBytes());
    }
    RewriteOptions o = RewriteOptions.of(ChecksMode.OFF);
    int n = Integer.parseInt(a[0]);
    Thread main = Thread.currentThread();
    Map<String,Integer> self = new HashMap<>(), incl = new HashMap<>(); int[] total = {0};
    Thread sampler = new Thread(() -> { while (true) { try { Thread.sleep(1); } catch (InterruptedException x) { return; }
      StackTraceElement[] st = main.getStackTrace(); boolean in=false; for (StackTraceElement f : st) if (f.getMethodName().equals("rewrite") && f.getClassName().endsWith("SiteRewriter")) in=true; if(!in) continue; total[0]++;
      self.merge(st[0].getClassName()+"."+st[0].getMethodName()+":"+st[0].getLineNumber(),1,Integer::sum);
      Set<String> seen=new HashSet<>(); for (StackTraceElement f : st) { String k=f.getClassName()+"."+f.getMethodName(); if (seen.add(k)) incl.merge(k,1,Integer::sum);} } });
    sampler.setDaemon(true);
    sampler.start(); long t0 = System.nanoTime(); int ok = 0;
    for (int i = 0; i < n; i++) for (var e : by.entrySet()) { RewriteResult r = SiteRewriter.rewrite(bytes.get(e.getKey()), e.getValue(), o); if (r.bytes() != null) ok++; }
    System.out.println(ok + " " + (System.nanoTime() - t0) / 1000 / (n * 100) + " us/class");
    sampler.interrupt(); sampler.join();
    System.out.println("samples " + total[0]);
    self.entrySet().stream().sorted((x,y)->y.getValue()-x.getValue()).limit(30).forEach(e->System.out.println("self " + e.getValue()+" "+e.getKey()));
    incl.entrySet().stream().sorted((x,y)->y.getValue()-x.getValue()).limit(50).forEach(e->System.out.println("incl " + e.getValue()+" "+e.getKey()));
    long t1 = System.nanoTime();
    for (int i = 0; i < n; i++) ManifestIndex.read(Path.of("/tmp/tempered-startup/manifest.json"));
    System.out.println("manifest " + (System.nanoTime() - t1) / 1000 / n + " us");
  }
}
