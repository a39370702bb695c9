#!/usr/bin/env bash
# usage: run2.sh BENCH ROUNDS OUTDIR : one fork per variant per round, variants in rotating order
bench=$1; rounds=$2; out=$3; mkdir -p $out
vs=("diag-base.jar JCT-SpscArray:1024" "diag-base.jar T-ABQ:1024:off" "diag-base.jar T-ABQ:1024:throw" "diag-base.jar FWD:1024" "nosignal-diag.jar T-ABQ:1024:off")
n=${#vs[@]}
echo "started $(date -Is) load $(cut -d' ' -f1-3 /proc/loadavg) $(java -version 2>&1 | head -1)"
for i in $(seq 1 $rounds); do
  for k in $(seq 0 $((n-1))); do
    set -- ${vs[$(( (k + i) % n ))]}
    f=$out/${1%.jar}-$2-$i
    java -jar /tmp/exp/$1 "dev\.tempered\.benchmarks\.$bench\." -p subject=$2 -f 1 -wi 3 -w 1s -i 5 -r 1s -rf json -rff $f.json > $f.log 2>&1
    echo "$i ${1%.jar} $2 $(python3 -c "import json;d=json.load(open('$f.json'));print(round(d[0]['primaryMetric']['score'],1))") load $(cut -d' ' -f1 /proc/loadavg)"
  done
done
echo "finished $(date -Is) load $(cut -d' ' -f1-3 /proc/loadavg)"
