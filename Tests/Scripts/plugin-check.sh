#!/usr/bin/env bash
# Runs the SwiftPM command plugin on Samples/PluginDemo (a package that depends on flowviz by path).
# Slow on a fresh checkout: the demo package builds flowviz and swift-syntax in its own .build.
# Usage: bash Tests/Scripts/plugin-check.sh
set -uo pipefail
cd "$(dirname "$0")/../../Samples/PluginDemo"
passed=0
failed=0
swift package flowviz lint --reporter json >/tmp/flowviz-plugin.json 2>/tmp/flowviz-plugin.err
code=$?
if [ "$code" != 0 ] && python3 - <<'PY'
import json
report = json.load(open("/tmp/flowviz-plugin.json"))
found = {(f["rule"], f["location"]["file"], f["location"]["line"]) for f in report["findings"]}
assert ("push-without-navigation", "Sources/DemoApp/Flows/Demo.flow.yml", 12) in found, found
PY
then passed=$((passed + 1)); else failed=$((failed + 1)); echo "FAILED: plugin lint (exit $code)"; cat /tmp/flowviz-plugin.err; fi
if swift package flowviz render --target DemoApp --format mermaid 2>/dev/null | grep -q "flowchart"; then
  passed=$((passed + 1)); else failed=$((failed + 1)); echo "FAILED: plugin render"; fi
echo "plugin-check: $passed passed, $failed failed"
[ "$failed" = 0 ]
