#!/bin/sh
# Never reads its standard input and never answers.
exec sleep 600
