#!/bin/bash
# Decision 0047: the inline unbounded ring in the ConcurrentLinkedQueue, LinkedTransferQueue and LinkedBlockingDeque
# substitutes, against 8139959 (where they reached it through their core). One JVM per file, builds alternating JVM by
# JVM; ratios within each JVM against JCTools' unbounded SPSC queue (spin) or LinkedBlockingQueue (block).
# usage: OLD=old-benchmarks.jar NEW=new-benchmarks.jar JVMS=30 bash run.sh OUTDIR
set -eu
out=$1; mkdir -p "$out/spin" "$out/block"
old_spin=JCT-SpscUnbounded,T-CLQ:off,T-LTQ:off,CLQ,LTQ
new_spin=JCT-SpscUnbounded,T-CLQ:off,T-LTQ:off,CLQ,LTQ,T-LBD:off,TQ-LTQ:off,TQ-LBD:off,LBD
old_block=LBQ,T-LTQ:off,LTQ,T-LBQ:off
new_block=LBQ,T-LTQ:off,LTQ,T-LBQ:off,T-LBD:off,LBD
for i in $(seq 1 "$JVMS"); do
  timeout 400 java -cp "$OLD" dev.tempered.benchmarks.InterleavedHandover spin 20 $old_spin > "$out/spin/old-$i.txt" 2>&1
  timeout 400 java -cp "$NEW" dev.tempered.benchmarks.InterleavedHandover spin 20 $new_spin > "$out/spin/new-$i.txt" 2>&1
done
for i in $(seq 1 "$JVMS"); do
  timeout 400 java -cp "$OLD" dev.tempered.benchmarks.InterleavedHandover block 10 $old_block > "$out/block/old-$i.txt" 2>&1
  timeout 400 java -cp "$NEW" dev.tempered.benchmarks.InterleavedHandover block 10 $new_block > "$out/block/new-$i.txt" 2>&1
done
