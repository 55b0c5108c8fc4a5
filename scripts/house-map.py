#!/usr/bin/env python3
"""Draws the house of src/ as text (docs/architecture.md, "The house"): the rooms, their files
and lines, and the includes between rooms as arrows with counts.

A room is a folder of src/ (core, session, ...); inside app each subfolder is a room of its own
(app/ui, app/scenes, app/table, ...) and the files directly in src/app are the room "app".
main.cpp is its own room. An arrow A -> B counts the #include "..." lines of A's files that
name a file of B (a header included twice by one file counts twice); includes of a room's own
files are not arrows. Room pairs with arrows both ways are listed last.

Usage: scripts/house-map.py [src-dir]      (default: src)
To draw an older commit: git archive REV src | tar -x -C DIR, then scripts/house-map.py DIR/src
"""
import collections
import os
import re
import sys

INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.MULTILINE)
# Rooms from the top of the stack down (docs/architecture.md's table); others follow by name.
ORDER = ["main", "app", "app/dev", "app/scenes", "app/table", "app/house", "app/net", "app/ui",
         "cli", "server", "platform", "physics", "net", "stats", "session", "ai", "process",
         "i18n", "core"]


def room_of(path):
    """The room of a file named from src/ ("app/table/x.cpp" -> "app/table")."""
    parts = path.split("/")
    if len(parts) == 1:
        return "main"
    if parts[0] == "app" and len(parts) > 2:
        return "app/" + parts[1]
    return parts[0]


def read(src):
    files = {}
    for folder, _, names in os.walk(src):
        for name in names:
            if os.path.splitext(name)[1] not in (".hpp", ".cpp", ".h"):
                continue
            path = os.path.join(folder, name)
            with open(path, encoding="utf-8", errors="replace") as f:
                files[os.path.relpath(path, src)] = f.read()
    return files


def rank(room):
    return (ORDER.index(room) if room in ORDER else len(ORDER), room)


def main():
    src = sys.argv[1] if len(sys.argv) > 1 else "src"
    files = read(src)
    rooms = collections.defaultdict(lambda: [0, 0])
    arrows = collections.Counter()
    for path, text in files.items():
        room = room_of(path)
        rooms[room][0] += 1
        rooms[room][1] += text.count("\n")
        for included in INCLUDE.findall(text):
            if included in files and room_of(included) != room:
                arrows[(room, room_of(included))] += 1
    print("rooms (files, lines):")
    for room in sorted(rooms, key=rank):
        print(f"  {room:<11} {rooms[room][0]:4d} files {rooms[room][1]:7,d} lines")
    total_files = sum(r[0] for r in rooms.values())
    total_lines = sum(r[1] for r in rooms.values())
    print(f"  {'all':<11} {total_files:4d} files {total_lines:7,d} lines")
    print("arrows (room -> rooms it includes, with the number of includes):")
    for room in sorted(rooms, key=rank):
        out = sorted(((to, n) for (frm, to), n in arrows.items() if frm == room),
                     key=lambda a: rank(a[0]))
        if out:
            print(f"  {room:<11} -> " + ", ".join(f"{to} {n}" for to, n in out))
    print(f"  {len(arrows)} arrows, {sum(arrows.values())} includes between rooms")
    both = sorted({tuple(sorted(pair, key=rank)) for pair in arrows
                   if (pair[1], pair[0]) in arrows}, key=lambda p: (rank(p[0]), rank(p[1])))
    print("rooms that include each other:")
    for a, b in both:
        print(f"  {a} <-> {b}  ({arrows[(a, b)]} down, {arrows[(b, a)]} up)")
    if not both:
        print("  none")


if __name__ == "__main__":
    main()
