#!/usr/bin/env python3
"""Lists the file-level include cycles of src/ (docs/architecture.md, "The house").

A file is a unit: foo.hpp and foo.cpp together (what one includes, the unit includes), so
a.cpp including b.hpp while b.cpp includes a.hpp is a cycle. main.cpp is left out. Every
strongly connected group of two or more units is one cycle, printed with its members.

Usage: scripts/include-cycles.py [--allow FOLDER]... [src-dir]
The count is printed last. Exit status 1 when a cycle has a member outside every --allow folder
(named from src/, e.g. "physics"): tests/layers runs it so that no new cycle comes in unseen.
"""
import os
import re
import sys

INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.MULTILINE)


def units(src):
    """Maps each unit (path from src/ without extension) to the units it includes."""
    edges = {}
    for folder, _, files in os.walk(src):
        for name in files:
            stem, ext = os.path.splitext(name)
            if ext not in (".hpp", ".cpp", ".h") or name == "main.cpp" and folder == src:
                continue
            path = os.path.join(folder, name)
            unit = os.path.relpath(os.path.join(folder, stem), src)
            with open(path, encoding="utf-8", errors="replace") as f:
                text = f.read()
            targets = edges.setdefault(unit, set())
            for header in INCLUDE.findall(text):
                target = os.path.splitext(header)[0]
                if target != unit and os.path.exists(os.path.join(src, header)):
                    targets.add(target)
    return edges


def strongly_connected(edges):
    """Tarjan's algorithm, iterative (the graph is small but recursion limits are smaller)."""
    index, low, on_stack, stack, groups = {}, {}, set(), [], []
    counter = 0
    for root in sorted(edges):
        if root in index:
            continue
        work = [(root, iter(sorted(edges.get(root, ()))))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            advanced = False
            for child in children:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(edges.get(child, ())))))
                    advanced = True
                    break
                if child in on_stack:
                    low[node] = min(low[node], index[child])
            if advanced:
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                group = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.append(member)
                    if member == node:
                        break
                if len(group) > 1:
                    groups.append(sorted(group))
    return sorted(groups)


def main():
    args = sys.argv[1:]
    allowed = []
    while len(args) >= 2 and args[0] == "--allow":
        allowed.append(args[1].rstrip("/") + "/")
        args = args[2:]
    src = args[0] if args else os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                            "src")
    src = os.path.normpath(src)
    edges = units(src)
    groups = strongly_connected(edges)
    refused = 0
    for group in groups:
        members = set(group)
        inside = all(any(unit.startswith(a) for a in allowed) for unit in group)
        refused += 0 if inside else 1
        print(" <-> ".join(group) + ("  (allowed)" if inside and allowed else ""))
        for unit in group:
            inner = sorted(edges[unit] & members)
            print(f"    {unit} -> {', '.join(inner)}")
    print(f"{len(groups)} file-level include cycle(s)")
    return 1 if refused else 0


if __name__ == "__main__":
    sys.exit(main())
