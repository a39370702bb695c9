def log = new File(basedir, 'build.log').text
def target = new File(basedir, 'target')
// argLine: the agent option first, the existing value kept
assert log =~ /argLine set to -javaagent:\S+tempered-maven-plugin-\S+-agent\.jar=manifest=\S+tempered-manifest\.json,checks=throw,report=\S+ -Dtempered\.it\.marker=kept/
// the agent jar the goal resolved is the agent module's finished jar, byte for byte (not a second shade of it)
def agentPath = (log =~ /-javaagent:(\S+-agent\.jar)=/)[0][1]
def built = new File(basedir, '../../../../agent/target/tempered-agent.jar')
assert built.isFile() : "no agent module jar at ${built}"
def sha = { File f -> java.security.MessageDigest.getInstance('SHA-256').digest(f.bytes).encodeHex().toString() }
assert sha(new File(agentPath)) == sha(built) : "the plugin's agent jar ${agentPath} differs from ${built}"
// the tests ran and passed (in a JVM with the agent: see its report below)
def xml = new File(target, 'surefire-reports/TEST-com.example.TransferTest.xml').text
assert xml.contains('tests="2"') && xml.contains('failures="0"') && xml.contains('errors="0"') : xml
// the agent's own report: the site was applied in the test JVM (asking the queue its class would be an
// operation the analysis refuses: code that looks at the concrete class keeps the general queue)
def report = new File(target, 'tempered/agent-report.json')
assert report.isFile() : 'the agent wrote no report: did the test JVM run with it?'
assert report.text.contains('applied') : report.text
return true
