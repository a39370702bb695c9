#!/bin/bash
# Decision 0048: contract checks on the inline unbounded ring. One JVM per file, builds alternating JVM by JVM; each
# list's ratios are against its first subject, within each JVM.
# usage: OLD=old.jar NEW=new.jar JVMS=20 bash run.sh OUTDIR
set -eu
out=$1
run() { # mode rounds folder old-subjects new-subjects
  mkdir -p "$out/$3"
  for i in $(seq 1 "$JVMS"); do
    timeout 400 java -cp "$OLD" dev.tempered.benchmarks.InterleavedHandover $1 $2 $4 > "$out/$3/old-$i.txt" 2>&1
    timeout 400 java -cp "$NEW" dev.tempered.benchmarks.InterleavedHandover $1 $2 $5 > "$out/$3/new-$i.txt" 2>&1
  done
}
run spin 20 lbq T-LBQ:off,T-LBQ:throw,TQ-LBQ:off,TQ-LBQ:throw,JCT-SpscUnbounded \
  T-LBQ:off,T-LBQ:throw,TQ-LBQ:off,TQ-LBQ:throw,JCT-SpscUnbounded,T-LBQ:strict-throw
run spin 20 others T-CLQ:off,T-CLQ:throw,T-LTQ:off,T-LTQ:throw,JCT-SpscUnbounded \
  T-CLQ:off,T-CLQ:throw,T-LTQ:off,T-LTQ:throw,JCT-SpscUnbounded,T-LBD:off,T-LBD:throw
run block 10 block LBQ,T-LBQ:off,T-LBQ:throw,T-LTQ:off,T-LTQ:throw \
  LBQ,T-LBQ:off,T-LBQ:throw,T-LTQ:off,T-LTQ:throw,T-LBD:off,T-LBD:throw
