#!/bin/sh
# Takes a second to start (as a big program on a busy machine may), then plays like the
# example bot.
sleep 1
exec "$(dirname "$0")/../../../examples/bots/simple_bot.py"
