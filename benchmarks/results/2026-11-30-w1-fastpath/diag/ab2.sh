#!/bin/bash
# usage: ab2.sh TAG BENCH SUBJECTS ROUNDS jar1 jar2 ...   many short iterations, JSON per run; waits for the JMH lock
tag=$1; bench=$2; subjects=$3; rounds=$4; shift 4
for r in $(seq 1 $rounds); do
  for j in "$@"; do
    base=/tmp/fp/runs/$tag-$(basename $j .jar)-$r
    for try in $(seq 1 120); do
      echo "load-before $(cat /proc/loadavg)" > $base.txt
      timeout 900 nice -n ${NICE:-0} java -jar $j "$bench" -p subject=$subjects -f 1 -wi 6 -w 200ms -i 25 -r 200ms -rf json -rff $base.json >> $base.txt 2>&1
      echo "load-after $(cat /proc/loadavg)" >> $base.txt
      grep -q "Unable to acquire the JMH lock" $base.txt || break
      sleep 10
    done
  done
done
