#!/usr/bin/env bash
# The interleaved sets of this folder: builds alternating JVM by JVM. OLD and NEW are benchmarks.jar of d91ee12 and of
# this session's build. Usage: OLD=old.jar NEW=new.jar bash run.sh OUTDIR
set -u
out=$1; mkdir -p $out/spin $out/block
echo "started $(date -Is) load $(cut -d' ' -f1-3 /proc/loadavg)" >> $out/run-log.txt
for i in $(seq 1 10); do
  for b in old new; do
    jar=$([ $b = old ] && echo $OLD || echo $NEW)
    java -cp $jar dev.tempered.benchmarks.InterleavedHandover spin 20 JCT-SpscUnbounded,TQ-LBQ:off,T-LBQ:off,LBQ > $out/spin/$b-$i.txt 2>&1
  done
done
for i in $(seq 1 8); do
  for b in old new; do
    jar=$([ $b = old ] && echo $OLD || echo $NEW)
    java -cp $jar dev.tempered.benchmarks.InterleavedHandover block 20 LBQ,T-LBQ:off > $out/block/$b-$i.txt 2>&1
  done
done
echo "finished $(date -Is) load $(cut -d' ' -f1-3 /proc/loadavg)" >> $out/run-log.txt
