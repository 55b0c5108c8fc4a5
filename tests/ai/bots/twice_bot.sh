#!/bin/sh
# Names the same die twice when asked what to keep, and otherwise banks or rolls. Lines the
# game sends back starting with "error" are appended to $GREED_TEST_BOT_LOG.
while read -r line; do
  case "$line" in
    "state phase=keep"*) echo "keep 0 0";;
    "state phase=decide"*canbank=1*) echo "bank";;
    state*) echo "roll";;
    error*) echo "$line" >> "$GREED_TEST_BOT_LOG";;
    quit) exit 0;;
  esac
done
