#!/usr/bin/env bash
# Every JDK 17 rotating JMH set of the checked ring classes at the benchmark's own -Xmx1g, as one: r1-r3
# (../2026-12-02-w1-checked-classes), r4-r5 (../2026-12-02-w1-checks-pooled) and r6, this folder's jmh-heap/ less its
# #-Xmx6g items (build 80b6bde: the same hot path as r4-r5's 52ccde6), through scripts/w1-pool.sh.
set -eu
here=$(cd "$(dirname "$0")/../../../results/2026-12-02-w1-checks-interleaved" && pwd)
"$here/../../scripts/w1-pool.sh" "$here"/../2026-12-02-w1-checked-classes/jmh-rotating-r{1,2,3} \
  "$here"/../2026-12-02-w1-checks-pooled/jmh-rotating-r{4,5} "$here/jmh-heap"
