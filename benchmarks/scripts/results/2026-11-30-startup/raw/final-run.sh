#!/usr/bin/env bash
# Final A/B: builds HEAD ("after") and HEAD with the three changed files at their previous versions ("before"),
# then runs the start-up harness on JDK 17 (15 rounds) and JDK 25 (9 rounds).
set -euo pipefail
for v in before after; do
  (cd /tmp/exp-$v && mvn -B -o -q -pl manifest,runtime,agent -am package -DskipTests >/tmp/exp-$v.build.log 2>&1)
  cp /tmp/exp-$v/agent/target/tempered-agent.jar /tmp/final-agent-$v.jar
done
cd /tmp/exp-after/agent
cp_file=/work/main/agent/target/startup.classpath
CP="target/test-classes:$(cat $cp_file)"
echo "date $(date -u)"; echo "loadavg before jdk17: $(cat /proc/loadavg)"
java -Dstartup.compare=before=/tmp/final-agent-before.jar -cp "$CP" dev.tempered.agent.startup.StartupBench \
  /tmp/final-agent-after.jar /tmp/final-jdk17 15 3000 /usr/lib/jvm/java-17-openjdk-amd64/bin/java > /tmp/final-jdk17.out 2>&1
echo "loadavg after jdk17: $(cat /proc/loadavg)"; echo "date $(date -u)"
java -Dstartup.compare=before=/tmp/final-agent-before.jar -cp "$CP" dev.tempered.agent.startup.StartupBench \
  /tmp/final-agent-after.jar /tmp/final-jdk25 9 3000 /usr/lib/jvm/temurin-25-jdk-amd64/bin/java > /tmp/final-jdk25.out 2>&1
echo "loadavg after jdk25: $(cat /proc/loadavg)"; echo "date $(date -u)"
