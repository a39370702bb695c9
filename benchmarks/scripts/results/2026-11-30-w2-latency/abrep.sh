#!/bin/bash
# usage: abrep.sh outfile rep seconds rates... ; one repetition, order rotating with rep
out=$1; rep=$2; secs=$3; shift 3
labels=(B0-LBQ B2-JCT-SpscArray B3-old B3-new)
jars=(base.jar base.jar base.jar new.jar)
vars=(B0-LBQ B2-JCT-SpscArray B3-Tempered-ring B3-Tempered-ring)
n=${#labels[@]}
for k in $(seq 0 $((n-1))); do
  i=$(( (k + rep) % n ))
  echo "# rep $rep ${labels[$i]} $(date -u +%T) load $(cat /proc/loadavg)" >> $out
  java -Xmx1g --add-exports=java.base/jdk.internal.misc=ALL-UNNAMED -cp ${jars[$i]} dev.tempered.benchmarks.eval.latency.LatencyMain ${vars[$i]} $rep $secs "$@" | sed "s/\"variant\":\"[^\"]*\"/\"variant\":\"${labels[$i]}\"/" >> $out
done
