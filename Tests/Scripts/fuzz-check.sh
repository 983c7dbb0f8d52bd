#!/usr/bin/env bash
# A bounded run of the fuzzer (Sources/Fuzz) over every input kind, from a fixed seed: fails on a crash, a trap,
# a run past the time limit, invalid XML/JSON output or an error without a position. Longer runs:
#   swift run -c release --scratch-path .build-release Fuzz --count 100000
set -uo pipefail
cd "$(dirname "$0")/../.."
swift build --product flowviz >/dev/null && swift build --product Fuzz >/dev/null || { echo "fuzz-check: 0 passed, 1 failed (build)"; exit 1; }
bin=$(swift build --show-bin-path)
out=$(mktemp -d)
# Debug builds are several times slower than release: the per-input limit here is 10 s, the issue's 2 s is for release.
if "$bin/Fuzz" --count "${FUZZ_COUNT:-150}" --cli-count "${FUZZ_CLI_COUNT:-150}" --seed "${FUZZ_SEED:-1}" --time-limit 10 \
  --hard-limit 60 --svg-every 50 --out "$out"; then
  echo "fuzz-check: 1 passed, 0 failed"
  rm -rf "$out"
else
  echo "fuzz-check: 0 passed, 1 failed (inputs kept in $out)"
  exit 1
fi
