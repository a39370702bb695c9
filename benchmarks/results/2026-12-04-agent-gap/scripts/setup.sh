set -euo pipefail
root=/work/wt/i36-agent
tmp=/tmp/i36
cli=$root/cli/target/tempered.jar
runtime=$root/runtime/target/tempered-runtime.jar
mkdir -p $tmp/lib $tmp/classes $tmp/hand-classes
for a in ch.qos.logback:logback-classic:1.5.18 ch.qos.logback:logback-core:1.5.18 org.slf4j:slf4j-api:2.0.17; do
  (cd "$root" && mvn -B -q -o dependency:copy -Dartifact="$a" -DoutputDirectory="$tmp/lib" >/dev/null)
done
L="$tmp/lib/logback-classic-1.5.18.jar:$tmp/lib/logback-core-1.5.18.jar:$tmp/lib/slf4j-api-2.0.17.jar"
src=$root/benchmarks/src/main/java/dev/tempered/benchmarks/reallib
javac -nowarn -d $tmp/classes -cp "$L" $src/LogbackOneThreadProgram.java $src/LoggingThreads.java $src/LogbackPipeline.java
(cd $tmp/classes && jar cf $tmp/app.jar .)
java -jar $cli analyze --main dev.tempered.benchmarks.reallib.LogbackOneThreadProgram -o $tmp/M.json $tmp/app.jar $tmp/lib/logback-classic-1.5.18.jar $tmp/lib/logback-core-1.5.18.jar $tmp/lib/slf4j-api-2.0.17.jar > $tmp/analyze.txt 2>&1
mkdir -p $tmp/rw
for j in $tmp/app.jar $tmp/lib/logback-classic-1.5.18.jar $tmp/lib/logback-core-1.5.18.jar $tmp/lib/slf4j-api-2.0.17.jar; do
  embed=(); [ "$j" = "$tmp/app.jar" ] && embed=(--embed-runtime)
  java -jar $cli rewrite --in=$j --manifest=$tmp/M.json --out=$tmp/rw/$(basename $j) --on-stale=warn "${embed[@]}" >> $tmp/rewrite.txt 2>&1
done
