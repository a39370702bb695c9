#!/bin/bash
# G1 (the JDK 17 default) against the parallel collector for the application-mode analysis of dev.tempered.bigcp.
# usage: gc.sh PAIRS BUDGET_S OUT_FILE (same set-up as ab.sh; the installed engine)
set -u
PAIRS=$1; B=$2; OUT=$3
cd "$(dirname "$0")/../../../../it-tests"
CP=target/test-classes:target/classes:$(cat /tmp/it.cp)
JARS=$(ls $PWD/target/real-artifacts/*.jar $PWD/target/bigcp-deps/*.jar)
ARGS="$PWD/target/analysis-inputs/bigcp dev.tempered.bigcp.Main $PWD/src/main/java/dev/tempered/bigcp dev/tempered/bigcp/ $JARS"
run() { # label gc-flag
  echo "== $1 load-before $(cut -d' ' -f1-3 /proc/loadavg) $(date -u +%H:%M:%S)" >> "$OUT"
  java -Xmx2g $2 -Dtempered.probe.budgetS=$B -cp "$CP" dev.tempered.it.BigClassPathProbe $ARGS 2>/dev/null \
    | grep -E '^(RESULT|STOPPED|MARKER)' | cut -c1-400 >> "$OUT"
  echo "== $1 load-after $(cut -d' ' -f1-3 /proc/loadavg)" >> "$OUT"
}
for i in $(seq 1 "$PAIRS"); do
  run "G1 #$i" "-XX:+UseG1GC"
  run "Parallel #$i" "-XX:+UseParallelGC"
done
