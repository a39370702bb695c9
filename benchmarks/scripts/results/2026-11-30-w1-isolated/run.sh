#!/usr/bin/env bash
# usage: [ROUNDS=20] run.sh OUT JVMS SUBJECTS JAR...: per repetition one InterleavedHandover spin JVM per jar (jars alternating)
out=$1; n=$2; subj=$3; shift 3; mkdir -p $out
echo "started $(date -Is) load $(cut -d' ' -f1-3 /proc/loadavg)" > $out/run.log
for i in $(seq 1 $n); do for jar in "$@"; do
  b=$(basename $jar .jar)
  java -cp $jar dev.tempered.benchmarks.InterleavedHandover spin ${ROUNDS:-20} $subj > $out/$b-$i.txt 2>&1
  echo "$i $b load $(cut -d' ' -f1 /proc/loadavg)" >> $out/run.log
done; done
echo "finished $(date -Is) load $(cut -d' ' -f1-3 /proc/loadavg)" >> $out/run.log
