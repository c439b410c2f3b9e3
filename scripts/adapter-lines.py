#!/usr/bin/env python3
"""Counts the lines of the adapter layer at a git revision: the code lines
(not blank, not comments) of every `impl` of a trait that joins a game to
the front ends, and of every game's `INFO`, in the library.

    python3 scripts/adapter-lines.py [REV ...]   # default: HEAD

The traits: the erased interface (`GameEntry`, `Instance`), the one typed
trait and its capabilities (`Plugin`, `Streams`, `Pictures`, `Solves`,
`Tables`, `StressCases`, `Named`), and the traits a kind of game implements
to reach them (`FamilyRules`, `RowRules`, `HeapRules`, `RuleRules`). Game
logic (rules, solvers, explanations' text outside these blocks) is not
counted; a block's explanation or answer code is, as adapter.
"""
import re
import subprocess
import sys

TRAITS = {
    "GameEntry", "Instance", "Plugin", "Streams", "Pictures", "Solves", "Tables",
    "StressCases", "Named", "FamilyRules", "RowRules", "HeapRules", "RuleRules",
}
IMPL = re.compile(r"^impl\b[^{;]*?\b(?:[\w:]+::)?(\w+)(?:<[^{]*>)?\s+for\s+[^{]*\{\s*$")
# A game's description: `INFO`, or a `GameInfo` static of another name
# (the six heap games' `NIM`, `STICK`, ... before #22).
INFO = re.compile(r"^\s*(?:pub\s+)?(?:static|const)\s+(?:INFO\s*:|\w+\s*:\s*&?(?:'static\s+)?GameInfo\b)")


def files(rev):
    names = subprocess.run(
        ["git", "ls-tree", "-r", "--name-only", rev, "crates/core/src"],
        capture_output=True, text=True, check=True,
    ).stdout.split()
    for name in names:
        if name.endswith(".rs"):
            text = subprocess.run(
                ["git", "show", f"{rev}:{name}"], capture_output=True, text=True, check=True
            ).stdout
            yield name, text.splitlines()


def code(line):
    stripped = line.strip()
    return bool(stripped) and not stripped.startswith("//")


def block(lines, start):
    """The lines from `start` to the brace that closes the one it opens."""
    depth = 0
    for at in range(start, len(lines)):
        text = re.sub(r'"(?:\\.|[^"\\])*"', '""', lines[at])
        text = re.sub(r"'(?:\\.|[^'\\])'", "''", text)
        text = text.split("//")[0]
        depth += text.count("{") - text.count("}")
        if depth <= 0 and at > start:
            return lines[start : at + 1]
        if depth == 0 and "{" in text and "}" in text:
            return lines[start : at + 1]
    return lines[start:]


def count(rev):
    total, by_file = 0, {}
    for name, lines in files(rev):
        at = 0
        while at < len(lines):
            found = IMPL.match(lines[at])
            if (found and found.group(1) in TRAITS) or INFO.match(lines[at]):
                body = block(lines, at)
                n = sum(code(line) for line in body)
                by_file[name] = by_file.get(name, 0) + n
                total += n
                at += len(body)
            else:
                at += 1
    return total, by_file


def main():
    revs = sys.argv[1:] or ["HEAD"]
    for rev in revs:
        total, by_file = count(rev)
        print(f"{rev}: {total} lines of adapter")
        for name, n in sorted(by_file.items(), key=lambda item: -item[1]):
            print(f"  {n:5}  {name}")


if __name__ == "__main__":
    main()
