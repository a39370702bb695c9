#!/usr/bin/env bash
# Program-level A/B of two runtime builds: the W1 programs (TemperedLbqProgram, TemperedAbqProgram, int and rec64)
# and the W3 pipeline (TemperedPipeProgram, rec64), each run in a fresh JVM against runtime jar A and runtime jar B,
# interleaved: every pair runs A and B back to back, the order alternating per pair, and B0 (the program as written)
# beside them. The programs are the B3 column of the w1-program/w3-program legs (the substitute written in the
# source with the rewriter's spec), compiled here from benchmarks/src against jar B (the v1 ABI both jars carry).
#
# usage: OUT=dir PAIRS=5 benchmarks/scripts/runtime-ab.sh A_RUNTIME_JAR B_RUNTIME_JAR
#   W1P_WARM / W1P_TIMED / W1P_JVM as in eval-legs.sh; JAVA picks the JDK. Raw lines go to $OUT/runs.jsonl,
#   then benchmarks/scripts/runtime-ab.py $OUT writes $OUT/summary.md.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
a=${1:?usage: runtime-ab.sh A_RUNTIME_JAR B_RUNTIME_JAR}
b=${2:?usage: runtime-ab.sh A_RUNTIME_JAR B_RUNTIME_JAR}
out=${OUT:?set OUT}
pairs=${PAIRS:-5}
java=${JAVA:-java}
: "${W1P_WARM:=1000000}" "${W1P_TIMED:=5000000}" "${W1P_JVM:=-Xms1g -Xmx1g}"
mkdir -p "$out"
classes=$(mktemp -d)
src=$here/src/main/java/dev/tempered/benchmarks/programs
javac -d "$classes" -cp "$b" "$src"/Harness.java "$src"/Backoff.java "$src"/Rec64.java "$src"/LbqProgram.java \
  "$src"/AbqProgram.java "$src"/PipeProgram.java "$src"/TemperedLbqProgram.java "$src"/TemperedAbqProgram.java \
  "$src"/TemperedPipeProgram.java
pkg=dev.tempered.benchmarks.programs
{
  echo "# runtime A/B, program level"
  echo
  echo "- started: $(date -Is); nproc $(nproc); load before: $(cut -d' ' -f1-3 /proc/loadavg)"
  echo "- JDK: $("$java" -version 2>&1 | tr '\n' ' ')"
  echo "- A: $a (sha256 $(sha256sum < "$a" | cut -c1-16)); B: $b (sha256 $(sha256sum < "$b" | cut -c1-16))"
  echo "- $pairs pairs; per pair and workload: B0, then A and B in an order that alternates per pair; JVM: $W1P_JVM;" \
    "$W1P_WARM warm-up + $W1P_TIMED timed elements"
  echo "- command: \`OUT=$out PAIRS=$pairs benchmarks/scripts/runtime-ab.sh $a $b\`"
} > "$out/note.md"
: > "$out/runs.jsonl"
run() { # <pair> <program> <kind> <variant> <classpath>
  local se; se=$(mktemp)
  local load; load=$(cut -d' ' -f1 /proc/loadavg)
  read -r -a jvm <<< "$W1P_JVM"
  local rc=0
  timeout 300 "$java" "${jvm[@]}" -cp "$5" "$pkg.$2" "$3" "$W1P_WARM" "$W1P_TIMED" > /dev/null 2> "$se" || rc=$?
  local result; result=$(sed -n 's/^tempered-program-result //p' "$se" | tail -n 1)
  echo "{\"pair\":$1,\"program\":\"$2\",\"kind\":\"$3\",\"variant\":\"$4\",\"rc\":$rc,\"load1\":\"$load\",\"result\":${result:-null}}" >> "$out/runs.jsonl"
  rm -f "$se"
}
for p in $(seq 1 "$pairs"); do
  for w in "Lbq int" "Lbq rec64" "Abq int" "Abq rec64" "Pipe rec64"; do
    set -- $w
    run "$p" "${1}Program" "$2" B0 "$classes"
    if [ $(( p % 2 )) = 1 ]; then
      run "$p" "Tempered${1}Program" "$2" A "$classes:$a"; run "$p" "Tempered${1}Program" "$2" B "$classes:$b"
    else
      run "$p" "Tempered${1}Program" "$2" B "$classes:$b"; run "$p" "Tempered${1}Program" "$2" A "$classes:$a"
    fi
  done
  echo "pair $p done ($(date +%T), load $(cut -d' ' -f1 /proc/loadavg))" | tee -a "$out/note.md"
done
echo "- ended: $(date -Is); load after: $(cut -d' ' -f1-3 /proc/loadavg)" >> "$out/note.md"
rm -rf "$classes"
python3 "$here/scripts/runtime-ab.py" "$out"
