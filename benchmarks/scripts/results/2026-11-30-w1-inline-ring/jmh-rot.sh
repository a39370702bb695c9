#!/usr/bin/env bash
# usage: jmh-rot.sh BENCH ROUNDS OUTDIR JAR=SUBJECT[=JVM ARGS]...: one JMH fork per item per round, the order rotating
bench=$1; rounds=$2; out=$3; shift 3; items=("$@"); n=${#items[@]}; mkdir -p $out
echo "started $(date -Is) load $(cut -d' ' -f1-3 /proc/loadavg) $(java -version 2>&1 | head -1)" | tee -a $out/run.log
for i in $(seq 1 $rounds); do
  for k in $(seq 0 $((n-1))); do
    it=${items[$(( (k + i) % n ))]}; IFS='=' read -r jar s jargs <<< "$it"; b=$(basename $jar .jar)$(echo "$jargs" | tr -d ' :=+-' | sed 's/^XX/+/')
    f=$out/$b@$s-$i
    java -jar $jar "dev\.tempered\.benchmarks\.$bench\." -p subject=$s ${jargs:+-jvmArgsAppend "$jargs"} -f 1 -wi 3 -w 1s -i 5 -r 1s -rf json -rff $f.json > $f.log 2>&1
    echo "$i $b@$s $(python3 -c "import json;d=json.load(open('$f.json'));print(round(d[0]['primaryMetric']['score'],1))") load $(cut -d' ' -f1 /proc/loadavg)" | tee -a $out/run.log
  done
done
echo "finished $(date -Is) load $(cut -d' ' -f1-3 /proc/loadavg)" | tee -a $out/run.log
