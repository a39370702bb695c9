import dev.tempered.manifest.ManifestIndex;
import java.nio.file.Files;
import java.nio.file.Path;

public class ReadIndex {
    public static void main(String[] a) throws Exception {
        byte[] b = Files.readAllBytes(Path.of(a[0]));
        int n = Integer.parseInt(a[1]);
        long best = Long.MAX_VALUE;
        for (int i = 0; i < n; i++) {
            long t = System.nanoTime();
            ManifestIndex m = ManifestIndex.read(b, "m");
            long d = System.nanoTime() - t;
            if (m.sites().size() != 100) throw new AssertionError();
            best = Math.min(best, d);
        }
        System.out.println(best / 1000 + " us best of " + n);
    }
}
