#!/usr/bin/env bash
# Interleaved sets, the two builds alternating JVM by JVM. OLD and NEW: benchmarks.jar of d91ee12 and of the build named in note.md.
# Usage: OLD=old.jar NEW=new.jar bash run.sh OUTDIR
set -u
out=$1; mkdir -p $out/spin $out/spin-checked $out/block
echo "started $(date -Is) load $(cut -d' ' -f1-3 /proc/loadavg)" >> $out/run-log.txt
for i in $(seq 1 10); do
  for b in old new; do
    jar=$([ $b = old ] && echo $OLD || echo $NEW)
    java -cp $jar dev.tempered.benchmarks.InterleavedHandover spin 20 JCT-SpscArray:1024,T-ABQ:1000:off,T-ABQ:1024:off,TQ-ABQ:1024:off,TQ-ABQ:1000:off > $out/spin/$b-$i.txt 2>&1
  done
done
for i in $(seq 1 8); do
  for b in old new; do
    jar=$([ $b = old ] && echo $OLD || echo $NEW)
    java -cp $jar dev.tempered.benchmarks.InterleavedHandover spin 20 TQ-ABQ:1024:off,TQ-ABQ:1024:throw,TQ-ABQ:1024:strict-throw > $out/spin-checked/$b-$i.txt 2>&1
  done
done
for i in $(seq 1 8); do
  for b in old new; do
    jar=$([ $b = old ] && echo $OLD || echo $NEW)
    java -cp $jar dev.tempered.benchmarks.InterleavedHandover block 20 LBQ:1024,T-ABQ:1000:off,T-ABQ:1024:off > $out/block/$b-$i.txt 2>&1
  done
done
echo "finished $(date -Is) load $(cut -d' ' -f1-3 /proc/loadavg)" >> $out/run-log.txt
