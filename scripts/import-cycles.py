#!/usr/bin/env python3
"""Lists the import cycles between modules of the two crates, and every
import of one game's module by shared code (#47).

A module is a source file. An edge A -> B means A names something in B
(`use crate::b::..`, `crate::b::..`, `super::b::..`); edges between a module
and its own ancestors are left out (a parent declares its children). Prints
each strongly connected group of more than one module, and exits 1 when
there is any.

    python3 scripts/import-cycles.py
"""
import os
import re
import sys

ROOTS = {"crates/core/src": "crate", "src": "crate"}


def modules(root):
    found = {}
    for folder, _, files in os.walk(root):
        for name in files:
            if not name.endswith(".rs"):
                continue
            path = os.path.join(folder, name)
            parts = os.path.relpath(path, root)[:-3].split(os.sep)
            if parts[-1] in ("mod", "lib", "main"):
                parts = parts[:-1]
            found[tuple(parts)] = path
    return found


def resolve(mods, path):
    """The deepest module of `mods` that `path` starts with."""
    for end in range(len(path), -1, -1):
        if tuple(path[:end]) in mods:
            return tuple(path[:end])
    return None


def code_only(text):
    """The text without comments (doc links are not imports) or tests."""
    text = re.split(r"#\[cfg\(test\)\]\s*mod tests \{", text)[0]
    return re.sub(r"//[^\n]*", "", text)


def reexports(mods):
    """For each module, the names it re-exports from a child: `pub use
    child::{A, B}` makes `module::A` live in `module::child`."""
    found = {}
    for module, path in mods.items():
        text = code_only(open(path, encoding="utf-8").read())
        pairs = [
            (child, name.strip())
            for child, names in re.findall(r"pub use (\w+)::\{([^}]*)\}", text)
            for name in names.split(",")
            if name.strip()
        ] + re.findall(r"pub use (\w+)::(\w+);", text)
        for child, name in pairs:
            # A module re-exported (`pub use games::coins`) is that module.
            inner = module + (child, name)
            found[module + (name,)] = inner if inner in mods else module + (child,)
    return found


def edges(mods):
    graph = {m: set() for m in mods}
    moved = reexports(mods)
    for module, path in mods.items():
        text = code_only(open(path, encoding="utf-8").read())
        # `use super::{A, b::C}` names each of A and b::C.
        text = re.sub(
            r"\b(crate|super)((?:::\w+)*)::\{([^{}]*)\}",
            lambda m: " ".join(
                m.group(1) + m.group(2) + "::" + item.strip()
                for item in m.group(3).split(",")
                if item.strip()
            ),
            text,
        )
        for match in re.finditer(r"\b(crate|super)((?:::\w+)+)", text):
            head, rest = match.group(1), match.group(2).split("::")[1:]
            # `super` is the parent of this module, in a.rs and a/mod.rs alike.
            base = [] if head == "crate" else list(module[:-1])
            while head == "super" and rest and rest[0] == "super":
                rest, base = rest[1:], base[:-1]
            path = base + rest
            # A name re-exported by a parent lives in the child it came from.
            for end in range(len(path), 0, -1):
                if tuple(path[:end]) in moved:
                    path = list(moved[tuple(path[:end])])
                    break
            found = resolve(mods, path)
            if found is None or found == module:
                continue
            if module[: len(found)] == found or found[: len(module)] == module:
                continue  # an ancestor or a descendant
            graph[module].add(found)
    return graph


def cycles(graph):
    index, low, stack, on, out, counter = {}, {}, [], set(), [], [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                out.append(group)

    sys.setrecursionlimit(10000)
    for v in graph:
        if v not in index:
            visit(v)
    return out


# A game's description given a value: `const INFO: &'static GameInfo =
# &GameInfo {` or `static INFO: GameInfo = GameInfo {`.
GAME_INFO = re.compile(r"(?:const|static)\s+INFO\s*:[^=;]*=\s*&?GameInfo\s*\{")


def games(mods):
    """The modules that are one game: those that describe a game (an
    `INFO`), with every module inside them (`games::coins::read`)."""
    roots = {
        # A game in a folder of its own is the whole folder (`games::coins`).
        module[:2] if module[:1] == ("games",) else module
        for module, path in mods.items()
        if GAME_INFO.search(code_only(open(path, encoding="utf-8").read()))
    }
    return {m for m in mods if any(m[: len(root)] == root for root in roots)}, roots


# Imports of a game by shared code still to be undone, each with why; any
# other fails the check. None: the rows the row games share moved out of
# the row game into `games::rows` (#47).
KNOWN_LEAKS = set()


def shared_imports_from_games(mods, graph):
    """Each edge from shared code (a module that is no game's) into one
    game's module: shared code must never depend on a game (#47). The
    registry, which names every game, is the one module allowed to."""
    in_games, roots = games(mods)
    game_of = lambda m: next(r for r in roots if m[: len(r)] == r)
    found = []
    for module, targets in graph.items():
        if module in in_games or module == ("registry",) or module == ():
            continue
        for target in sorted(targets):
            if target in in_games:
                found.append((module, game_of(target)))
    return found


def main():
    os.chdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
    found = 0
    for root in ROOTS:
        mods = modules(root)
        graph = edges(mods)
        for group in cycles(graph):
            found += 1
            print(root + ": " + " <-> ".join("::".join(m) or "(root)" for m in sorted(group)))
    print(f"{found} import cycles")
    core = modules("crates/core/src")
    leaks = shared_imports_from_games(core, edges(core))
    new = 0
    for module, game in leaks:
        known = (module, game) in KNOWN_LEAKS
        new += not known
        print(
            f"crates/core/src: shared {'::'.join(module)} imports from the game "
            f"{'::'.join(game)}{' (known, #47)' if known else ''}"
        )
    print(f"{len(leaks)} imports of a game by shared code, {new} new")
    return 1 if found or new else 0


if __name__ == "__main__":
    sys.exit(main())
