#!/usr/bin/env bash
# Issue 36 probe: SegmentedProbe in fresh JVMs, the kinds interleaved (rotating order), per shape.
# usage (repository root, after mvn -pl runtime -am package): probe.sh <out.jsonl> <reps> <old-runtime-jar> <shape>...
#   shape: "capacity producers events producerWork consumerWork" (capacity 0: unbounded)
#   old-runtime-jar: tempered-runtime.jar built before this change (kind sc-old), against this tree's (sc-new)
set -euo pipefail
root=$(cd "$(dirname "$0")/../../../.." && pwd)
out=$1; reps=$2; old=$3; shift 3
m2=$(sed -n 's/.*-Dmaven.repo.local=\([^ ]*\).*/\1/p' "$root/.mvn/maven.config" 2>/dev/null); m2=${m2:-$HOME/.m2/repository}
jc="$m2/org/jctools/jctools-core/4.0.7/jctools-core-4.0.7.jar"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
javac -nowarn -d "$tmp" -cp "$root/runtime/target/tempered-runtime.jar:$jc" "$(dirname "$0")/SegmentedProbe.java"
for shape in "$@"; do
  read -r cap prod events pw cw <<< "$shape"
  if [ "$cap" = 0 ]; then kinds=(lbq sc-old sc-new jc-chunked); else kinds=(abq sc-old sc-new jc-mpsc); fi
  for rep in $(seq 1 "$reps"); do
    for k in 0 1 2 3; do
      v=${kinds[$(( (k + rep - 1) % 4 ))]}
      case $v in
        sc-old) cp="$tmp:$old:$jc"; kind=sc ;;
        sc-new) cp="$tmp:$root/runtime/target/tempered-runtime.jar:$jc"; kind=sc ;;
        *) cp="$tmp:$jc"; kind=$v ;;
      esac
      load=$(cut -d' ' -f1 /proc/loadavg)
      /usr/bin/time -f '%U %S %w' -o "$tmp/cpu" java -cp "$cp" SegmentedProbe "$kind" $shape > "$tmp/stdout"
      read -r u s vcs < "$tmp/cpu"
      echo "{\"shape\":\"$shape\",\"variant\":\"$v\",\"rep\":$rep,\"ms\":$(cut -d' ' -f2 "$tmp/stdout"),\"cpu_s\":$(awk "BEGIN{print $u+$s}"),\"vol_cs\":$vcs,\"load1\":$load}" >> "$out"
    done
  done
done
python3 - "$out" <<'PY'
import json, sys, statistics as st
rows = [json.loads(l) for l in open(sys.argv[1])]
for shape in dict.fromkeys(r["shape"] for r in rows):
    rs = [r for r in rows if r["shape"] == shape]
    base = "abq" if any(r["variant"] == "abq" for r in rs) else "lbq"
    by = {}
    for r in rs: by.setdefault(r["rep"], {})[r["variant"]] = r
    print(f"shape {shape} (as JDK: {base}), load {min(r['load1'] for r in rs)}-{max(r['load1'] for r in rs)}")
    for v in dict.fromkeys(r["variant"] for r in rs):
        ms = [by[k][v]["ms"] for k in by]
        ratio = [by[k][base]["ms"] / by[k][v]["ms"] for k in by]
        cpu = [by[k][v]["cpu_s"] for k in by]
        print(f"  {v:10s} median {st.median(ms):6.0f} ms  {base}/{v} {st.median(ratio):.2f}x ({min(ratio):.2f}-{max(ratio):.2f}, n={len(ratio)})  CPU {st.median(cpu):.2f} s")
PY
