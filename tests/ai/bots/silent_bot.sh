#!/bin/sh
# Reads everything and never answers.
while read -r line; do :; done
