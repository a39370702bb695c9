#!/usr/bin/env bash
# Runs `./tempered demo` N times and files each run's whole output, with the load before and after, as the raw data
# of the demo's figure in docs/results.md. usage: benchmarks/scripts/demo-runs.sh <out-dir> [runs] [demo options...]
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
out=${1:?usage: demo-runs.sh <out-dir> [runs] [demo options...]}
n=${2:-3}
shift $(( $# >= 2 ? 2 : 1 ))
mkdir -p "$out"
for i in $(seq 1 "$n"); do
  f=$out/demo-run-$(date +%H%M%S).txt
  {
    echo "# ./tempered demo $*"
    echo "# started $(date -Is); uptime: $(uptime)"
  } > "$f"
  "$root/tempered" demo "$@" >> "$f" 2>&1
  echo "# finished $(date -Is); uptime: $(uptime)" >> "$f"
  grep -E "^speed-up|load average" "$f" | sed 's/Whole-program wall time of each child JVM on this machine (\(.*\)), JVM.*/\1/'
done
