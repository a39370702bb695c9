#!/bin/bash
# one A/B repetition whenever load1 < 4, until 01:55 UTC
rep=0
while [ $(date -u +%H%M) -lt 0155 ]; do
  l=$(cut -d' ' -f1 /proc/loadavg)
  if awk "BEGIN{exit !($l < 4.0)}"; then
    rep=$((rep+1)); ./abrep.sh lowload.jsonl $rep 1 10000 100000 1000000
  else
    echo "$(date -u +%T) load $l" >> watch.log; sleep 20
  fi
done
