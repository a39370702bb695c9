def log = new File(basedir, 'build.log').text
// the build failed because of the planted second producer, and says which threads
assert log.contains(': broken: ArrayBlockingQueue declared spsc') : 'the planted misuse was not reported as broken'
assert log.contains('1 broken')
assert log.contains('Fix the threads named above')
assert log.contains('Jobs.java')
def sarif = new File(basedir, 'target/tempered/tempered-check.sarif').text
assert sarif.contains('topology/declared-broken')
return true
