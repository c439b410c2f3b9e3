#!/usr/bin/env python3
"""Counts the lines of the adapter layer at a git revision: the code lines
(not blank, not comments) of every `impl` of a trait that joins a game to
the front ends, and of every game's `INFO`, in the library.

    python3 scripts/adapter-lines.py [REV ...]   # default: HEAD
    python3 scripts/adapter-lines.py WORKTREE    # the files on disk

The traits: the erased interface (`GameEntry`, `Instance`), the one typed
trait and its capabilities (`Plugin`, `Streams`, `Pictures`, `Solves`,
`Tables`, `StressCases`, `Answers`, `Explains`, `Named`), and the traits a kind of game implements
to reach them (`FamilyRules`, `RowRules`, `HeapRules`, `RuleRules`,
`PartizanRules`). Game
logic (rules, solvers, explanations' text outside these blocks) is not
counted; a block's explanation or answer code is, as adapter.
"""
import re
import subprocess
import sys

TRAITS = {
    "GameEntry", "Instance", "Plugin", "Streams", "Pictures", "Solves", "Tables",
    "StressCases", "Answers", "Explains", "Named", "FamilyRules", "RowRules", "HeapRules", "RuleRules",
    "PartizanRules",
}
IMPL = re.compile(r"^impl\b[^{;]*?\b(?:[\w:]+::)?(\w+)(?:<[^{]*>)?\s+for\s+[^{]*\{\s*$")
# A game's description: `INFO`, or a `GameInfo` static of another name
# (the six heap games' `NIM`, `STICK`, ... before #22).
INFO = re.compile(r"^\s*(?:pub\s+)?(?:static|const)\s+(?:INFO\s*:|\w+\s*:\s*&?(?:'static\s+)?GameInfo\b)")


def files(rev):
    if rev == "WORKTREE":
        # The files as they are on disk, before a commit.
        import pathlib
        for path in sorted(pathlib.Path("crates/core/src").rglob("*.rs")):
            yield str(path), path.read_text().splitlines()
        return
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


def blank_out(text):
    """`text` with every comment, string and character literal emptied,
    line breaks kept, so that only the code's own braces are counted: a
    `{` inside a multi-line string (the wall game's `notes`) once opened a
    block that never closed (#47)."""
    out, at, n = [], 0, len(text)

    def keep_breaks(piece):
        out.append("\n" * piece.count("\n"))

    while at < n:
        c = text[at]
        if text.startswith("//", at):
            end = text.find("\n", at)
            at = n if end < 0 else end
        elif text.startswith("/*", at):
            depth, end = 1, at + 2
            while end < n and depth:
                if text.startswith("/*", end):
                    depth, end = depth + 1, end + 2
                elif text.startswith("*/", end):
                    depth, end = depth - 1, end + 2
                else:
                    end += 1
            keep_breaks(text[at:end])
            at = end
        elif (raw := re.match(r'b?r(#*)"', text[at:])) and (at == 0 or not (text[at - 1].isalnum() or text[at - 1] == "_")):
            close = '"' + raw.group(1)
            end = text.find(close, at + raw.end())
            end = n if end < 0 else end + len(close)
            keep_breaks(text[at:end])
            out.append('""')
            at = end
        elif c == '"':
            end = at + 1
            while end < n and text[end] != '"':
                end += 2 if text[end] == "\\" else 1
            keep_breaks(text[at:end + 1])
            out.append('""')
            at = end + 1
        elif c == "'" and at + 2 < n and (text[at + 1] == "\\" or text[at + 2] == "'"):
            end = text.find("'", at + 2) if text[at + 1] == "\\" else at + 2
            out.append("''")
            at = end + 1
        else:
            out.append(c)
            at += 1
    return "".join(out)


def block(lines, clean, start):
    """The lines from `start` to the brace that closes the one it opens,
    counted on `clean`, the lines with comments and literals emptied."""
    depth = 0
    for at in range(start, len(lines)):
        text = clean[at]
        depth += text.count("{") - text.count("}")
        if depth <= 0 and at > start:
            return lines[start : at + 1]
        if depth == 0 and "{" in text and "}" in text:
            return lines[start : at + 1]
    return lines[start:]


def count(rev):
    total, by_file = 0, {}
    for name, lines in files(rev):
        clean = blank_out("\n".join(lines)).split("\n")
        assert len(clean) == len(lines), name
        at = 0
        while at < len(lines):
            found = IMPL.match(clean[at])
            if (found and found.group(1) in TRAITS) or INFO.match(clean[at]):
                body = block(lines, clean, at)
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
