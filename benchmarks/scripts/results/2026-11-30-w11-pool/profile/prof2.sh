#!/bin/bash
# prof2.sh <jar> <impl> <workload> <workers>: perf cpu-clock samples of the steady state only (from 7 s on; warm-up 5 s, window 10 s)
jar=$1 impl=$2 wl=$3 w=$4; shift 4
d=/tmp/pool-ab/p2-$impl-$wl-$w-$$.data
line=$(perf record -q -D 7000 -e cpu-clock -F 1999 -o $d java -XX:+UnlockDiagnosticVMOptions -XX:+DumpPerfMapAtExit "$@" -Xmx1g -cp $jar dev.tempered.benchmarks.pool.PoolBalance $impl $wl $w 1000 10 2>/dev/null | grep '^{')
perf report -i $d --sort comm,dso,symbol --stdio -F overhead,sample,comm,dso,sym 2>/dev/null | grep -v '^#' | python3 /tmp/pool-ab/classify2.py "$line"
