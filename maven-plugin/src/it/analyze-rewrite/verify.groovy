import java.time.LocalDateTime
import java.util.zip.ZipFile

def target = new File(basedir, 'target')
def out = new File(target, 'tempered')
def log = new File(basedir, 'build.log').text

// analyze: manifest, Markdown report, the inputs hash beside the manifest, remarks and the summary in the log
def manifest = new File(out, 'tempered-manifest.json')
assert manifest.isFile() : 'analyze wrote no manifest'
assert manifest.text.contains('"tempered-manifest/1"')
assert manifest.text.contains('"topology": "spsc"') || manifest.text.contains('"topology":"spsc"') : manifest.text
assert new File(out, 'tempered-manifest.json.inputs.sha256').text.trim() ==~ /[0-9a-f]{64}/
assert new File(out, 'tempered-report.md').text.contains('## Tempered: concurrent queues')
assert log.contains('Pipeline.java') && log.contains(': remark: ') : 'no remark lines in the build log'
assert log.contains('main class com.example.Pipeline') : 'the main class was not found'
// the second build (invoker.goals.2) found nothing changed
assert log.contains('is up to date (inputs hash') : 'second build analysed again although nothing changed'

// check on a correct program: verified, nothing broken, SARIF written
assert log.contains(': verified: ArrayBlockingQueue declared spsc')
assert log.contains(' 0 broken')
def sarif = new File(out, 'tempered-check.sarif')
assert sarif.isFile() && sarif.text.contains('"version": "2.1.0"') || sarif.text.contains('"version":"2.1.0"')

// rewrite: a classified jar beside the untouched main jar, with applied sites and the runtime embedded
def main = new File(target, 'tempered-it-analyze-rewrite-1.0.jar')
def rewritten = new File(target, 'tempered-it-analyze-rewrite-1.0-tempered.jar')
assert main.isFile() && rewritten.isFile()
assert log.contains(': applied (') : 'no site was applied'
def expected = LocalDateTime.of(2025, 6, 1, 12, 0)
new ZipFile(rewritten).withCloseable { z ->
    assert z.getEntry('com/example/Pipeline.class') != null
    assert z.entries().toList().any { it.name.startsWith('dev/tempered/runtime/') } : 'runtime not embedded'
    z.entries().each { e -> assert e.timeLocal == expected : "${e.name} has ${e.timeLocal}, not the outputTimestamp" }
    def classBytes = new String(z.getInputStream(z.getEntry('com/example/Pipeline.class')).bytes, 'ISO-8859-1')
    assert classBytes.contains('dev/tempered/runtime/') : 'the rewritten class does not name a substitute'
    // issue 35: no <checks> configured, so the spec carries the default, fail-stop checks
    assert classBytes.contains('|checks=throw|') : 'the rewrite goal did not write checks=throw by default'
}
// reproducible: the second rewrite of the same jar gave the same bytes
def again = new File(target, 'tempered-it-analyze-rewrite-1.0-again.jar')
assert again.isFile()
assert java.security.MessageDigest.getInstance('SHA-256').digest(again.bytes) ==
        java.security.MessageDigest.getInstance('SHA-256').digest(rewritten.bytes) : 'two rewrites of one jar differ'

// target/classes is never rewritten in place
def original = new String(new File(target, 'classes/com/example/Pipeline.class').bytes, 'ISO-8859-1')
assert !original.contains('dev/tempered/runtime/') : 'target/classes was rewritten in place'

// the rewritten jar runs and prints what the original prints
def java = new File(System.getProperty('java.home'), 'bin/java').path
def run = { File jar ->
    def p = [java, '-Xshare:auto', '-cp', jar.path, 'com.example.Pipeline'].execute()
    def stdout = new StringBuilder(), stderr = new StringBuilder()
    p.waitForProcessOutput(stdout, stderr)
    assert p.exitValue() == 0 : "${jar.name} exited with ${p.exitValue()}: ${stderr}"
    stdout.toString()
}
def asWritten = run(main)
def specialised = run(rewritten)
assert asWritten.contains('sum of squares 1..20000 = 2666866670000')
assert specialised == asWritten
return true
