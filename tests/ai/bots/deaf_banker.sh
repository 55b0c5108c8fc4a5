#!/bin/sh
# Never reads its standard input; answers "bank" as fast as it can, so its input fills up
# while its answers keep coming.
exec 2>/dev/null # its last write fails once the game hangs up
while :; do echo bank || exit 0; done
