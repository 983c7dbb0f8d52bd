#!/usr/bin/env python3
"""Runs every `flowviz` command example in README.md, so that the docs cannot drift from the tool.

Usage: python3 Tests/Scripts/readme_examples.py BIN_DIR   (BIN_DIR holds flowviz and flowviz-trace-gen;
`make test` passes `swift build --show-bin-path`).

Which examples: every line that starts with `flowviz ` inside a ```sh block, and every inline code span
`flowviz …` in the text that has an argument beyond the subcommand name (`flowviz lint` alone names the command,
`flowviz lint Samples/Lint` is an example). They run in README order, through bash, in one scratch git repository,
so a command may use a file an earlier one wrote (`graph.json`, `Flows.lock`).

The bundled samples stand in for "your app". In the scratch folder:
  Samples/                       a copy of the repository's Samples/
  Sources/, MyApp/               copies of Samples/Stinsen (a Swift app with an entry point, MainCoordinator)
  Flows/                         a copy of Samples/Definitions (definition files)
  App.flow.yml, Extra.flow.yml   the README's own definition-file example (the yaml block with `coordinators:`)
  <name>                         any other yaml block whose first line is `# <name>` (e.g. Entry.flow.yml);
                                 `.flowviz.yml` is written as readme.flowviz.yml and checked with
                                 `flowviz lint Sources/ --config readme.flowviz.yml`, not applied to every command
  routes.jsonl                   2,000 lines written by flowviz-trace-gen
  base.json                      `flowviz export Flows/ -o base.json`
  origin/main                    a git ref at the scratch repository's first commit (for --base-ref)
Placeholders in inline spans: <id> is a rule id (unreachable-screen), <command> a subcommand (render).

A command passes when it exits 0, or 2 or 3 for `lint` and `check` (findings, drift); anything else (1: usage or
bad input, a crash) fails the test with the command and its output. An example using a file not listed above
fails too: add it to the scratch folder here, with a line in this list.
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
PLACEHOLDERS = {"<id>": "unreachable-screen", "<command>": "render"}


def blocks(text):
    """(language, body) of every fenced block, and the text outside them."""
    fenced, outside, lines = [], [], text.split("\n")
    i = 0
    while i < len(lines):
        m = re.match(r"^(\s*)```(\S*)\s*$", lines[i])
        if m:
            body, i = [], i + 1
            while i < len(lines) and not re.match(r"^\s*```\s*$", lines[i]):
                body.append(lines[i])
                i += 1
            fenced.append((m.group(2), "\n".join(body)))
        else:
            outside.append(lines[i])
        i += 1
    return fenced, "\n".join(outside)


def examples(text):
    """The commands, in README order."""
    found = []
    pos = 0
    for m in re.finditer(r"^(\s*)```(\S*)\s*\n(.*?)^\s*```\s*$|`(flowviz [^`\n]+)`", text, re.S | re.M):
        if m.group(4):
            span = m.group(4)
            words = span.split()
            if len(words) >= 3 or any(w.startswith("-") for w in words[1:]):
                for key, value in PLACEHOLDERS.items():
                    span = span.replace(key, value)
                found.append((text.count("\n", 0, m.start()) + 1, span))
        elif m.group(2) == "sh":
            start = text.count("\n", 0, m.start()) + 2
            for offset, line in enumerate(m.group(3).split("\n")):
                if line.strip().startswith("flowviz "):
                    found.append((start + offset, line.strip()))
    return found


def scratch(text, bindir):
    work = tempfile.mkdtemp(prefix="flowviz-readme-")
    shutil.copytree(os.path.join(ROOT, "Samples"), os.path.join(work, "Samples"))
    for name in ("Sources", "MyApp"):
        shutil.copytree(os.path.join(ROOT, "Samples", "Stinsen"), os.path.join(work, name))
    shutil.copytree(os.path.join(ROOT, "Samples", "Definitions"), os.path.join(work, "Flows"))
    fenced, _ = blocks(text)
    definition = next((body for lang, body in fenced if lang == "yaml" and "\ncoordinators:" in "\n" + body), None)
    if definition is None:
        sys.exit("readme_examples: README.md has no definition-file example (a yaml block with `coordinators:`)")
    for name in ("App.flow.yml", "Extra.flow.yml"):
        with open(os.path.join(work, name), "w") as f:
            f.write(definition + "\n")
    configs = []
    for lang, body in fenced:
        m = re.match(r"#\s*([\w.-]+\.(?:ya?ml|json))\b", body)
        if lang == "yaml" and m:
            name = "readme.flowviz.yml" if m.group(1) == ".flowviz.yml" else m.group(1)
            with open(os.path.join(work, name), "w") as f:
                f.write(body + "\n")
            if name == "readme.flowviz.yml":
                configs.append(name)
    env = dict(os.environ, PATH=bindir + os.pathsep + os.environ.get("PATH", ""))
    env.pop("FLOWVIZ_SUMMARY", None)
    run = lambda args: subprocess.run(args, cwd=work, env=env, capture_output=True, text=True)
    setup = [
        [os.path.join(bindir, "flowviz-trace-gen"), "routes.jsonl", "2000", "7"],
        [os.path.join(bindir, "flowviz"), "export", "Flows/", "-o", "base.json"],
        ["git", "init", "-q"],
        ["git", "add", "-A"],
        ["git", "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "scratch"],
        ["git", "update-ref", "refs/remotes/origin/main", "HEAD"],
    ]
    for args in setup:
        p = run(args)
        if p.returncode != 0:
            sys.exit(f"readme_examples: setting up the scratch folder failed: {' '.join(args)}\n{p.stdout}{p.stderr}")
    return work, env, configs


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    bindir = os.path.abspath(sys.argv[1])
    with open(os.path.join(ROOT, "README.md")) as f:
        text = f.read()
    work, env, configs = scratch(text, bindir)
    commands = examples(text) + [(0, f"flowviz lint Sources/ --config {c}") for c in configs]
    failures = []
    try:
        for line, command in commands:
            p = subprocess.run(["bash", "-c", command], cwd=work, env=env, capture_output=True, text=True, timeout=300)
            sub = command.split()[1] if len(command.split()) > 1 else ""
            allowed = {0, 2, 3} if sub in ("lint", "check") else {0}
            if p.returncode not in allowed:
                where = f"README.md:{line}" if line else "README.md"
                failures.append(f"{where}: `{command}` exited {p.returncode}\n{p.stderr.strip()[:2000]}")
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(f"readme_examples: {len(commands) - len(failures)} of {len(commands)} README command examples passed")
    if failures:
        print("\n\n".join(failures), file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
