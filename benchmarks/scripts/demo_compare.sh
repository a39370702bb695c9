#!/usr/bin/env bash
# Program-level comparison: the demo pipeline (it-tests, dev.tempered.examples.demo.Main) as written, under the agent
# with a fresh manifest, and rewritten offline. Modes rotate within each repetition; every run's stdout must equal the
# as-written output of the same repetition (the oracle: the demo's output is deterministic).
# usage: demo_compare.sh <out-dir> [reps] [records-per-reader]     writes demo.jsonl, demo-M.json, demo-*.txt (outputs)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
out=${1:?usage: demo_compare.sh <out-dir> [reps] [records]}
reps=${2:-3}
records=${3:-200000}
java=${JAVA:-java}
jar=$root/it-tests/target/tempered-examples.jar
agent=$root/agent/target/tempered-agent.jar
cli=$root/cli/target/tempered.jar
for f in "$jar" "$agent" "$cli"; do [ -f "$f" ] || { echo "demo_compare: $f missing (build it: ./tempered version)" >&2; exit 2; }; done
mkdir -p "$out"
main=dev.tempered.examples.demo.Main
"$java" -jar "$cli" analyze --main $main -o "$out/demo-M.json" "$jar" > "$out/demo-analyze.txt" 2>&1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
rewritten=$tmp/demo-rewritten.jar   # not kept: reproducible from the jar and the manifest (sha256 in demo-rewrite.txt)
"$java" -jar "$cli" rewrite --in="$jar" --manifest="$out/demo-M.json" --out="$rewritten" --embed-runtime \
  > "$out/demo-rewrite.txt" 2>&1
sha256sum "$jar" "$rewritten" | sed "s|$tmp/||; s|$root/||" >> "$out/demo-rewrite.txt"
modes=(as-written agent offline)
: > "$out/demo.jsonl"
for rep in $(seq 1 "$reps"); do
  for k in 0 1 2; do
    mode=${modes[$(( (k + rep - 1) % 3 ))]}
    case $mode in
      as-written) cmd=("$java" -cp "$jar" $main "$records") ;;
      agent) cmd=("$java" "-javaagent:$agent=manifest=$out/demo-M.json" -cp "$jar" $main "$records") ;;
      offline) cmd=("$java" -cp "$rewritten" $main "$records") ;;
    esac
    t0=$(date +%s%N)
    "${cmd[@]}" > "$out/demo-$mode-$rep.txt" 2> "$out/demo-$mode-$rep.err"
    t1=$(date +%s%N)
    echo "{\"workload\":\"demo\",\"rep\":$rep,\"mode\":\"$mode\",\"records_per_reader\":$records,\"wall_ms\":$(( (t1 - t0) / 1000000 )),\"load1\":\"$(cut -d' ' -f1 /proc/loadavg)\",\"stdout_md5\":\"$(md5sum < "$out/demo-$mode-$rep.txt" | cut -c1-32)\"}" >> "$out/demo.jsonl"
  done
done
# the oracle: every run printed what the program as written printed
if [ "$(grep -o '"stdout_md5":"[0-9a-f]*"' "$out/demo.jsonl" | sort -u | wc -l)" != 1 ]; then
  echo "demo_compare: outputs differ between runs; see $out/demo-*.txt" >&2
  exit 1
fi
echo "demo_compare: $(wc -l < "$out/demo.jsonl") runs, outputs identical"
