#!/usr/bin/env bash
# Agent start-up measurement: no agent vs empty premain vs a no-op transformer vs Tempered (100-site manifest), interleaved.
# Usage: agent/src/test/startup/run.sh [rounds=15] [classes=3000] [java=$JAVA_HOME/bin/java]
# STARTUP_COMPARE='label=/path/to/other-agent.jar[;label2=/path/to/another.jar]' adds those builds as more
# configurations (same manifest). STARTUP_APPCDS=false runs without the app's AppCDS archive (JDK default CDS only).
# STARTUP_STATIC_CDS=true adds static AppCDS configurations: app only (no agent), and app + agent classes (agent on -cp),
# the latter for each STARTUP_COMPARE build too.
# Needs `mvn -B -o -q -pl agent install` (or package) first: uses agent/target/tempered-agent.jar and test-classes.
set -euo pipefail
here="$(cd "$(dirname "$0")/../../.." && pwd)"   # the agent module
cd "$here"
cp_file=target/startup.classpath
if [ ! -s "$cp_file" ]; then
  mvn -B -o -q dependency:build-classpath -Dmdep.includeScope=test -Dmdep.outputFile="$cp_file" >/dev/null
fi
work="${TMPDIR:-/tmp}/tempered-startup"
java_bin="${3:-${JAVA_HOME:+$JAVA_HOME/bin/}java}"
exec java ${STARTUP_COMPARE:+"-Dstartup.compare=$STARTUP_COMPARE"} ${STARTUP_APPCDS:+"-Dstartup.appcds=$STARTUP_APPCDS"} ${STARTUP_STATIC_CDS:+"-Dstartup.staticcds=$STARTUP_STATIC_CDS"} -cp "target/test-classes:$(cat "$cp_file")" dev.tempered.agent.startup.StartupBench \
  target/tempered-agent.jar "$work" "${1:-15}" "${2:-3000}" "$java_bin"
