#!/bin/bash
# first SiteRewriter.rewrite in a fresh JVM: shaded ASM without frames (v49) vs with (v52); same jar otherwise.
# Usage: first-rewrite.sh NOFRAMES_JAR FRAMES_JAR JAVA [pairs=15], after `javac -cp FRAMES_JAR -d /tmp/fr First.java`
# and `mvn -pl agent test-compile`. NOFRAMES_JAR: `mvn -pl agent package -Dexec.skip=true` (skips ShadedAsmFrames).
set -u
P=/work/main/agent/target/test-classes/dev/tempered/agent/programs/Pipeline.class
noframes=$1; frames=$2; java=$3; n=${4:-15}
echo "java: $java; load before: $(cat /proc/loadavg)"
for i in $(seq $n); do
  for v in v49:$noframes v52-frames:$frames; do
    echo "${v%%:*} $($java -Xshare:auto -cp ${v#*:}:/tmp/fr First $P)"
  done
done
echo "load after: $(cat /proc/loadavg)"
