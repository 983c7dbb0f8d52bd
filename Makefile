# flowviz — the README's two commands:
#   make samples   renders every bundled sample into out/ as SVG, Mermaid, HTML report and graph JSON, and writes
#                  out/routes.jsonl with the trace generator (installs Graphviz's library first if missing)
#   make test      runs the test suite
SHELL := /bin/bash
SWIFT ?= swift
OUT ?= out
SUDO := $(shell if [ "$$(id -u)" != 0 ] && command -v sudo >/dev/null; then echo sudo; fi)

.PHONY: setup build samples test plugin-check bench clean

# Graphviz's C library and headers (found through pkg-config), installed only when missing.
setup:
	@if ! pkg-config --exists libgvc 2>/dev/null; then \
	  if command -v apt-get >/dev/null; then \
	    echo "Installing libgraphviz-dev and pkg-config (apt-get)"; \
	    $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq libgraphviz-dev pkg-config >/dev/null; \
	  elif command -v brew >/dev/null; then \
	    echo "Installing graphviz and pkg-config (brew)"; brew install graphviz pkg-config; \
	  else \
	    echo "error: Graphviz's libgvc was not found by pkg-config; install libgraphviz-dev (apt) or graphviz (brew)" >&2; exit 1; \
	  fi; \
	fi

build: setup
	$(SWIFT) build --product flowviz
	$(SWIFT) build --product flowviz-trace-gen

samples: build
	@mkdir -p $(OUT)
	@bin=$$($(SWIFT) build --show-bin-path)/flowviz; \
	for dir in Samples/*/; do \
	  name=$$(basename $$dir); \
	  $$bin render $$dir -o $(OUT)/$$name.svg && echo "$(OUT)/$$name.svg"; \
	  $$bin render $$dir -o $(OUT)/$$name.mmd && echo "$(OUT)/$$name.mmd"; \
	  $$bin render $$dir -o $(OUT)/$$name.html && echo "$(OUT)/$$name.html"; \
	  $$bin export $$dir -o $(OUT)/$$name.json && echo "$(OUT)/$$name.json"; \
	done; \
	$$bin-trace-gen $(OUT)/routes.jsonl 2000 7 >/dev/null && echo "$(OUT)/routes.jsonl"

# XCTest (unit, golden, CLI and, where Chromium is installed, browser tests), then the SARIF schema and
# end-to-end lint checks, a bounded fuzzing run over every input kind, then every flowviz command example in
# README.md (Tests/Scripts/readme_examples.py).
test: setup
	$(SWIFT) test --disable-swift-testing
	bash Tests/Scripts/lint-checks.sh
	bash Tests/Scripts/fuzz-check.sh
	$(SWIFT) build --product flowviz && $(SWIFT) build --product flowviz-trace-gen
	python3 Tests/Scripts/readme_examples.py "$$($(SWIFT) build --show-bin-path)"

# The SwiftPM command plugin on Samples/PluginDemo (slow: that package builds flowviz in its own .build).
plugin-check: setup
	bash Tests/Scripts/plugin-check.sh

bench: setup
	$(SWIFT) run -c release RenderBenchmark 5

clean:
	rm -rf $(OUT)
