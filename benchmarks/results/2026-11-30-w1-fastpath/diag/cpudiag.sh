#!/bin/bash
# CPU-time diagnostic (not JMH): ns of thread CPU time per offer+poll pair, one thread, 256 offers then 256 polls
J=$HOME/.m2/repository/org/jctools
DEPS=$J/jctools-core-jdk11/4.0.7/jctools-core-jdk11-4.0.7.jar:$J/jctools-core/4.0.7/jctools-core-4.0.7.jar
for n in base lane; do
  rm -rf /tmp/fp/cls-$n; mkdir -p /tmp/fp/cls-$n
  javac -nowarn -d /tmp/fp/cls-$n -cp $DEPS $(find /tmp/fp/src-$n/runtime/src/main/java -name '*.java') 2>&1 | grep -v "^Note"
done
java -version 2>&1 | head -1
for r in 1 2 3; do
  for n in base lane; do
    echo "round $r build $n load $(cat /proc/loadavg)"
    for v in jct core off throw; do java -cp /tmp/fp/cls-$n:$DEPS:/tmp/fp/diag Diag $v 15; done
  done
done
