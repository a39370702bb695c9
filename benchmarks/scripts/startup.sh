#!/usr/bin/env bash
# Agent start-up measurement: no agent vs empty premain vs a no-op transformer vs Tempered (100-site manifest), interleaved.
# Usage: benchmarks/scripts/startup.sh [rounds=15] [classes=3000] [java=$JAVA_HOME/bin/java]
# STARTUP_COMPARE='label=/path/to/other-agent.jar[;label2=/path/to/another.jar]' adds those builds as more
# configurations (same manifest). STARTUP_APPCDS=false runs without the app's AppCDS archive (JDK default CDS only).
# STARTUP_STATIC_CDS=true adds static AppCDS configurations: app only (no agent), and app + agent classes (agent on -cp),
# the latter for each STARTUP_COMPARE build too.
# Needs agent/target/tempered-agent.jar and benchmarks/target/benchmarks.jar:
#   mvn -B -o -q -DskipTests -pl agent,benchmarks -am install
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"   # the repository
agent="$root/agent/target/tempered-agent.jar"
bench="$root/benchmarks/target/benchmarks.jar"
for f in "$agent" "$bench"; do
  [ -f "$f" ] || { echo "startup.sh: $f missing; build: mvn -B -o -q -DskipTests -pl agent,benchmarks -am install" >&2; exit 2; }
done
work="${TMPDIR:-/tmp}/tempered-startup"
java_bin="${3:-${JAVA_HOME:+$JAVA_HOME/bin/}java}"
exec java ${STARTUP_COMPARE:+"-Dstartup.compare=$STARTUP_COMPARE"} ${STARTUP_APPCDS:+"-Dstartup.appcds=$STARTUP_APPCDS"} \
  ${STARTUP_STATIC_CDS:+"-Dstartup.staticcds=$STARTUP_STATIC_CDS"} -cp "$bench" dev.tempered.benchmarks.startup.StartupBench \
  "$agent" "$work" "${1:-15}" "${2:-3000}" "$java_bin"
