#!/usr/bin/env bash
# Times `flowviz lint` against `flowviz export` (loading the same inputs, the baseline) on a generated app of
# COORDINATORS x 25 screens, in the same run. Usage: bash Tests/Scripts/lint-benchmark.sh [COORDINATORS] [BIN]
set -euo pipefail
cd "$(dirname "$0")/../.."
n="${1:-200}"
bin="${2:-$(swift build --show-bin-path)/flowviz}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
python3 - "$n" >"$work/Big.flow.yml" <<'PY'
import sys
n = int(sys.argv[1])
print("flowviz: 1\nentry: C0\ncoordinators:")
for c in range(n):
    print(f"  - id: C{c}\n    navigation: true\n    root: s0\n    screens: [{', '.join(f's{i}' for i in range(25))}]\n    transitions:")
    for i in range(24):
        kind = "sheet" if i % 7 == 3 else ("cover" if i % 11 == 5 else "push")
        nav = ", withNavigation: true" if kind != "push" else ""
        print(f"      - {{ from: s{i}, to: s{i + 1}, kind: {kind}{nav}{', group: g' + str(i // 3) if i % 3 else ''} }}")
    children = [child for child in (2 * c + 1, 2 * c + 2) if child < n]
    if children:
        print("    children:")
    for child in children:
            print(f"      - {{ at: s{c % 25}, coordinator: C{child}, kind: sheet, withNavigation: true }}")
    print("    back:")
    for i in range(1, 25, 2):
        print(f"      - {{ screen: s{i}, action: {'goBackToRoot' if i % 5 == 0 else 'pop'} }}")
PY
# CPU time (user + system) of the child, so that a busy machine does not distort the ratio.
time_of() {
  python3 -c 'import resource, subprocess, sys
subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
u = resource.getrusage(resource.RUSAGE_CHILDREN)
print(f"{u.ru_utime + u.ru_stime:.3f}")' "$@"
}
export_s=$(time_of "$bin" export "$work/Big.flow.yml")
lint_s=$(time_of "$bin" lint "$work/Big.flow.yml" --reporter json)
findings=$("$bin" lint "$work/Big.flow.yml" --reporter json 2>/dev/null | python3 -c 'import json,sys; print(len(json.load(sys.stdin)["findings"]))')
echo "screens: $((n * 25)), findings: $findings"
echo "CPU time: export (load only) ${export_s}s, lint (load + 12 rules + json report) ${lint_s}s, ratio lint/export: $(echo "scale=2; $lint_s / $export_s" | bc)"
