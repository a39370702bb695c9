#!/bin/bash
# jit-ab.sh <out> <base jar> <new jar>: JIT compile totals (-XX:+CITime) of one PoolBalance run (warm-up 3 s, window
# 6 s), interleaved: the Tempered pool from each jar, and the JDK pool from the new jar, three times.
out=$1 base=$2 new=$3
for rep in 1 2 3; do
  for run in "base tempered $base" "new tempered $new" "new jdk $new"; do
    set -- $run
    r=$(java -XX:+UnlockDiagnosticVMOptions -XX:+CITime -Xmx1g -cp $3 dev.tempered.benchmarks.pool.PoolBalance $2 unevenNested 2 1000 6 2>&1)
    echo "rep$rep jar=$1 pool=$2 load=$(cut -d' ' -f1 /proc/loadavg) $(echo "$r" | grep -E '^  C[12] \{' | sed -E 's/^  (C[12]) .*standard: +([0-9.]+) s, ([0-9]+) bytes.*osr: +([0-9.]+) s, ([0-9]+) bytes.*/\1 \2+\4 s \3+\5 B;/' | tr '\n' ' ') total $(echo "$r" | grep 'Total compilation time' | awk '{print $5}') s" >> $out
  done
done
