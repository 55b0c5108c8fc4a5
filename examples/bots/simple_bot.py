#!/usr/bin/env python3
"""A simple Greed bot for greed-cli tournaments (protocol: docs/bot-protocol.md).

It keeps the best-scoring dice, banks once the turn total reaches 350 (or 250 with
only one or two dice left), in a last turn rolls on until it leads, and never adopts.
Standard library only.
"""
import sys


def parse_state(line):
    fields = {}
    for token in line.split()[1:]:
        key, _, value = token.partition("=")
        fields[key] = value
    return fields


def numbers(text):
    return [] if text in ("", "-") else [int(x) for x in text.split(",")]


def decide(state):
    phase = state["phase"]
    if phase == "adopt":
        return "decline"
    if phase == "keep":
        return "option 0"  # options are listed best first
    me = int(state["player"])
    scores = numbers(state["scores"])
    turn = int(state["turn"])
    dice = int(state["dice"])
    mine = scores[me] + turn
    others = [s for i, s in enumerate(scores) if i != me]
    if state.get("last") == "1":
        return "bank" if others and mine > max(others) else "roll"
    if mine >= int(state["target"]):
        return "bank"
    if turn >= 350 or (dice <= 2 and turn >= 250):
        return "bank"
    return "roll"


def main():
    for line in sys.stdin:
        line = line.strip()
        if line.startswith("state "):
            print(decide(parse_state(line)), flush=True)
        elif line == "quit":
            break
        # "greed", "rules" and anything unknown need no answer.


if __name__ == "__main__":
    main()
