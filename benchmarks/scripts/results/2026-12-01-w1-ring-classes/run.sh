#!/bin/bash
# Decision 0050: ring sites get a class of their own from allocate. One JVM per file, builds alternating JVM by JVM
# (old, new, old, new...); each list's ratios are against its first subject, within each JVM. "newonly" runs subjects
# the old build lacks (TC-/TCQ-: the constructor form), on the new build only.
# usage: OLD=old.jar NEW=new.jar JVMS=30 bash run.sh OUTDIR
set -eu
out=$1
run() { # mode rounds folder subjects [new-only]
  mkdir -p "$out/$3"
  for i in $(seq 1 "$JVMS"); do
    if [ "${5:-}" != new-only ]; then
      timeout 400 java -cp "$OLD" dev.tempered.benchmarks.InterleavedHandover $1 $2 $4 > "$out/$3/old-$i.txt" 2>&1
    fi
    timeout 400 java -cp "$NEW" dev.tempered.benchmarks.InterleavedHandover $1 $2 $4 > "$out/$3/new-$i.txt" 2>&1
  done
}
run spin 20 bounded JCT-SpscArray:1024,TQ-ABQ:1024:off,T-ABQ:1024:off,TQ-LBQ:1024:off,T-LBQ:1024:off,T-LBD:1024:off
run spin 20 checks JCT-SpscArray:1024,TQ-ABQ:1024:off,TQ-ABQ:1024:throw,T-ABQ:1024:off,T-ABQ:1024:throw,T-LBQ:1024:off,T-LBQ:1024:throw
run spin 20 unbounded JCT-SpscUnbounded,TQ-LBQ:off,T-LBQ:off,T-CLQ:off,T-LTQ:off,T-LBD:off
run block 10 block LBQ:1024,T-ABQ:1024:off,T-LBQ:1024:off,T-LBQ:1024:throw
run spin 20 newonly JCT-SpscArray:1024,TQ-ABQ:1024:off,TCQ-ABQ:1024:off,T-ABQ:1024:off,TC-ABQ:1024:off,TQ-LBQ:1024:off,TCQ-LBQ:1024:off new-only
