#!/bin/sh
# Starts a child of its own that would outlive it, then plays plainly: the game must end the
# bot's whole process group, child included. "<group> <child>" goes to $GREED_TEST_BOT_LOG (the
# bot leads its group, so the group is its own pid).
sleep 1000 &
echo "$$ $!" >> "$GREED_TEST_BOT_LOG"
while read -r line; do
  case "$line" in
    "state phase=keep"*) echo "option 0";;
    "state phase=decide"*) echo "bank";;
    "state phase=adopt"*) echo "decline";;
    state*) echo "roll";;
    quit) exit 0;;
  esac
done
