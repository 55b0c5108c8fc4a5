#!/bin/sh
# Answers every question at once, and "roll" where it may bank (not the safe default, so an
# answer taken is told from a forfeit).
while read -r line; do
  case "$line" in
    "state phase=keep"*) echo "option 0";;
    "state phase=adopt"*) echo "decline";;
    state*) echo "roll";;
    quit) exit 0;;
  esac
done
