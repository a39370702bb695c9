#!/bin/bash
# usage: ab.sh outfile reps seconds rates... ; per rep, rotating order over (label jar variant)
out=$1; reps=$2; secs=$3; shift 3
labels=(B0-LBQ B3-new B3-hold)
jars=(base.jar new.jar new2.jar)
vars=(B0-LBQ B3-Tempered-ring B3-Tempered-ring)
n=${#labels[@]}
for rep in $(seq 1 $reps); do
  for k in $(seq 0 $((n-1))); do
    i=$(( (k + rep) % n ))
    echo "# rep $rep ${labels[$i]} $(date -u +%T) load $(cat /proc/loadavg)" >> $out
    java -Xmx1g --add-exports=java.base/jdk.internal.misc=ALL-UNNAMED -cp ${jars[$i]} dev.tempered.benchmarks.eval.latency.LatencyMain ${vars[$i]} $rep $secs "$@" | sed "s/\"variant\":\"[^\"]*\"/\"variant\":\"${labels[$i]}\"/" >> $out
  done
done
