#!/bin/bash
# usage: abx.sh N "JVMFLAGS" SUBJECT JAR...
N=$1; F=$2; S=$3; shift 3
JOL=$HOME/.m2/repository/org/openjdk/jol/jol-core/0.17/jol-core-0.17.jar
for i in $(seq 1 $N); do for j in "$@"; do
  r=$(${JAVA:-java} $F -Djdk.attach.allowAttachSelf=true -cp /tmp/probe/classes:$j:$JOL dev.tempered.benchmarks.PlacementProbe $S 60 2>/dev/null | awk '/rate/{print $3}')
  echo "$(basename $j .jar) $S $r"
done; done
