#!/usr/bin/env bash
# usage: [JAR=benchmarks.jar] [SUBJECTS="a b c"] run.sh BENCH ROUNDS OUTDIR
# one JMH fork per subject per round, the subjects' order rotating between rounds, all from one jar
bench=$1; rounds=$2; out=$3; jar=${JAR:-/tmp/exp/quiet.jar}; mkdir -p $out
vs=(${SUBJECTS:-JCT-SpscArray:1024 TQ-ABQ:1024:off T-ABQ:1024:off TQ-ABQ:1024:throw T-ABQ:1024:throw})
n=${#vs[@]}
echo "started $(date -Is) load $(cut -d' ' -f1-3 /proc/loadavg) $(java -version 2>&1 | head -1)"
for i in $(seq 1 $rounds); do
  for k in $(seq 0 $((n-1))); do
    s=${vs[$(( (k + i) % n ))]}
    f=$out/$s-$i
    java -jar $jar "dev\.tempered\.benchmarks\.$bench\." -p subject=$s -f 1 -wi 3 -w 1s -i 5 -r 1s -rf json -rff $f.json > $f.log 2>&1
    echo "$i $s $(python3 -c "import json;d=json.load(open('$f.json'));print(round(d[0]['primaryMetric']['score'],1))") load $(cut -d' ' -f1 /proc/loadavg)"
  done
done
echo "finished $(date -Is) load $(cut -d' ' -f1-3 /proc/loadavg)"
