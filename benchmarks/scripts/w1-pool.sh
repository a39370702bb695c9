#!/usr/bin/env bash
# Pools rotating JMH sets of W1 (w1-rotating.sh folders) into one and prints each checked ring's throw / off ratio
# over every round that holds both (w1-rounds.py). Set k (its place on the command line) has its round i renumbered
# k0i, so no two sets' rounds collide; items from another build (JAR@SUBJECT) or with JVM options of their own
# (SUBJECT#ARGS) are left out, so that only the named sets' own build at the benchmark's own options is pooled.
# usage: w1-pool.sh SET_DIR [SET_DIR ...]
set -eu
scripts=$(cd "$(dirname "$0")" && pwd)
pool=$(mktemp -d)
trap 'rm -rf "$pool"' EXIT
k=0
for dir in "$@"; do
  k=$((k + 1))
  for f in "$dir"/*.json; do
    b=$(basename "$f"); [[ $b == *@* || $b == *#* ]] || cp "$f" "$pool/${k}0$b"
  done
done
for ring in TQ-LBQ:1024 TQ-ABQ:1024 T-LBQ:1024 T-ABQ:1024; do
  python3 "$scripts/w1-rounds.py" "$ring:off" "$pool" | grep -F "$ring:throw / $ring:off"
done
