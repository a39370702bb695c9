#!/bin/bash
# A/B of the application-mode analysis of dev.tempered.bigcp.Main on the 27 MB class path (decision 0016).
# usage: ab.sh BEFORE_ANALYSIS_CLASSES PAIRS BUDGET_S OUT_FILE
# BEFORE_ANALYSIS_CLASSES: analysis/target/classes of the engine before 0016 (a worktree at 1d968f6), put first on
# the class path; "after" is the installed engine. Run from it-tests after `mvn -o install -DskipTests` and a test
# compile; /tmp/it.cp from `mvn -o -q dependency:build-classpath -Dmdep.outputFile=/tmp/it.cp` in it-tests.
set -u
BEFORE=$1; PAIRS=$2; B=$3; OUT=$4
cd "$(dirname "$0")/../../../../it-tests"
CP=target/test-classes:target/classes:$(cat /tmp/it.cp)
JARS=$(ls $PWD/target/real-artifacts/*.jar $PWD/target/bigcp-deps/*.jar)
ARGS="$PWD/target/analysis-inputs/bigcp dev.tempered.bigcp.Main $PWD/src/main/java/dev/tempered/bigcp dev/tempered/bigcp/ $JARS"
run() { # label classpath
  echo "== $1 load-before $(cut -d' ' -f1-3 /proc/loadavg) $(date -u +%H:%M:%S)" >> "$OUT"
  java -Xmx2g -Dtempered.probe.budgetS=$B -cp "$2" dev.tempered.it.BigClassPathProbe $ARGS 2>/dev/null \
    | grep -E '^(RESULT|STOPPED|MARKER)' | cut -c1-400 >> "$OUT"
  echo "== $1 load-after $(cut -d' ' -f1-3 /proc/loadavg)" >> "$OUT"
}
for i in $(seq 1 "$PAIRS"); do
  run "after-0016 #$i" "$CP"
  run "before-0016 #$i" "$BEFORE:$CP"
done
