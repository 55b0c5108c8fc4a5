#!/usr/bin/env bash
# Builds po/<lang>.po from the translation parts in po/parts/<area>.<lang>.po (while several
# people translate different areas at once, each writes only its own part; the first part
# holds the header). Messages translated in two parts keep the first part's words; the
# duplicates with different words are listed so they can be made the same.
# Usage: scripts/po-assemble.sh
set -euo pipefail
cd "$(dirname "$0")/.."
for lang in $(grep -E '^[a-z]' po/LINGUAS); do
    parts=(po/parts/*."$lang".po)
    msgcat --use-first --no-wrap --sort-output -o "po/$lang.po" "${parts[@]}"
    clashes=$(msgcat --more-than=1 --no-wrap "${parts[@]}" 2>/dev/null | grep -c '^#-#-#-#-#' || true)
    msgfmt --check --statistics -o /dev/null "po/$lang.po"
    if [ "$clashes" != "0" ]; then
        echo "po-assemble: $lang: some messages have different words in different parts:" >&2
        msgcat --more-than=1 --no-wrap "${parts[@]}" | grep -B3 -A6 '^#-#-#-#-#' | head -40 >&2 || true
    fi
done
