def log = new File(basedir, 'build.log').text
assert log.contains('Using the MultiThreadedBuilder') : 'the build did not run in parallel'
assert !log.contains('not marked as @threadSafe') && !log.contains('not thread-safe') : 'a goal is not thread-safe'
[a: 'spsc', b: 'mpsc'].each { module, topology ->
    def target = new File(basedir, "${module}/target")
    def manifest = new File(target, 'tempered/tempered-manifest.json').text
    assert manifest.contains("\"topology\": \"${topology}\"") : "${module}: ${manifest}"
    assert new File(target, "tempered-it-parallel-${module}-1.0-tempered.jar").isFile()
}
return true
