#!/bin/bash
# W1's interleaved hand-over (InterleavedHandover spin), one JVM per file, the subject order rotated by one place per
# JVM so that no subject always runs first or next to the same neighbour. Each named pair's ratio is taken within
# every round of its JVM (the "pair" lines); read the folder with scripts/w1-pairs.py.
# usage: OUT=dir JVMS=60 ROUNDS=21 JAR=benchmarks.jar [JAVA=java] [JVM_ARGS="-Xmx1g ..."] w1-interleaved.sh SUBJECTS PAIRS
#   SUBJECTS: comma-separated Subject names; PAIRS: comma-separated NUM/DEN, both among the subjects
set -eu
subjects=$1
pairs=$2
java=${JAVA:-java}
mkdir -p "$OUT"
IFS=, read -r -a names <<< "$subjects"
n=${#names[@]}
failed=0
for i in $(seq 1 "$JVMS"); do
  order=()
  for k in $(seq 0 $((n - 1))); do
    order+=("${names[$(((k + i) % n))]}")
  done
  list=$(IFS=,; echo "${order[*]}")
  rc=0
  { echo "# jvm $i $(date -u +%H:%M:%S) load $(cut -d' ' -f1 /proc/loadavg) args ${JVM_ARGS:-none} order $list"
    # shellcheck disable=SC2086 # JVM_ARGS: words on purpose
    timeout 300 "$java" ${JVM_ARGS:-} -cp "$JAR" dev.tempered.benchmarks.InterleavedHandover spin "$ROUNDS" "$list" "$pairs"
  } > "$OUT/jvm-$i.txt" 2>&1 || rc=$?
  # a failed or cut JVM prints no pair lines, and w1-pairs.py leaves it out; the run goes on
  [ "$rc" = 0 ] || { echo "jvm $i failed, exit $rc: $(grep -m1 -E 'Exception|Error' "$OUT/jvm-$i.txt")" >&2; failed=$((failed + 1)); }
done
[ "$failed" = 0 ] || { echo "w1-interleaved.sh: $failed of $JVMS JVMs failed" >&2; exit 1; }
