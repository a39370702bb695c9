#!/bin/bash
# Decision 0051: the unbounded ring's chunk length, 256 (old) against 1024 (new). One JVM per file, builds alternating
# JVM by JVM; each list's ratios are against its first subject, within each JVM.
# usage: OLD=old.jar NEW=new.jar JVMS=30 bash run.sh OUTDIR
set -eu
out=$1
run() { # mode rounds folder subjects
  mkdir -p "$out/$3"
  for i in $(seq 1 "$JVMS"); do
    timeout 400 java -cp "$OLD" dev.tempered.benchmarks.InterleavedHandover $1 $2 $4 > "$out/$3/old-$i.txt" 2>&1
    timeout 400 java -cp "$NEW" dev.tempered.benchmarks.InterleavedHandover $1 $2 $4 > "$out/$3/new-$i.txt" 2>&1
  done
}
run spin 20 unbounded JCT-SpscUnbounded,TQ-LBQ:off,T-LBQ:off,T-CLQ:off,T-LTQ:off,T-LBD:off,T-LBQ:throw
run block 10 block LBQ,T-LBQ:off,T-LTQ:off,T-LBD:off,T-LBQ:throw
