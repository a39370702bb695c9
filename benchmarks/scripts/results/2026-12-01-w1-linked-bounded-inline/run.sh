#!/bin/bash
# Decision 0049: the bounded LinkedBlockingQueue ring kept in the substitute's generated inline ring fields. One JVM
# per file, builds alternating JVM by JVM (old, new, old, new...); each list's ratios are against its first subject,
# within each JVM. Groups with one list for both builds compare them; "newonly" runs subjects the old build lacks.
# usage: OLD=old.jar NEW=new.jar JVMS=20 bash run.sh OUTDIR
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
run spin 20 bounded JCT-SpscArray:1024,T-LBQ:1024:off,T-LBQ:1024:throw,T-ABQ:1024:off
run spin 20 unbounded JCT-SpscUnbounded,T-LBQ:off,TQ-LBQ:off,T-CLQ:off
run block 10 block LBQ,T-LBQ:1024:off,T-LBQ:1024:throw,T-ABQ:1024:off
run spin 20 newonly JCT-SpscArray:1024,TQ-LBQ:1024:off,TQ-LBQ:1024:throw,T-LBQ:1000:off,T-LBD:1024:off,TQ-ABQ:1024:off new-only
