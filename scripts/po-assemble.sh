#!/usr/bin/env bash
# Brings new translations from the parts po/parts/<area>.<lang>.po into the catalogues
# po/<lang>.po, the translations the game uses. The template po/greed.pot is made afresh from
# the sources, then merged into each catalogue with the parts as compendia: a message the
# catalogue translates keeps the catalogue's words, a new message takes its words from a part.
# The parts are batches as they were written (some are older than the catalogue): to change
# an existing translation, edit po/<lang>.po itself.
# Usage: scripts/po-assemble.sh
set -euo pipefail
cd "$(dirname "$0")/.."
keywords=(--keyword=tr --keyword=trf --keyword=trp:1c,2 --keyword=trpf:1c,2
    --keyword=trn:1,2 --keyword=trnf:1,2 --keyword=trnp:1c,2,3 --keyword=N_
    --keyword=NP_:1c,2
    --flag=tr:1:no-c-format --flag=trf:1:no-c-format --flag=trp:2:no-c-format
    --flag=trpf:2:no-c-format --flag=trn:1:no-c-format --flag=trn:2:no-c-format
    --flag=trnf:1:no-c-format --flag=trnf:2:no-c-format --flag=N_:1:no-c-format)
cmake -DSOURCE_DIR="$PWD" -DOUTPUT="$PWD/po/greed.pot" -DXGETTEXT="$(command -v xgettext)" \
    "-DKEYWORDS=$(IFS=';'; echo "${keywords[*]}")" -P po/make_pot.cmake
for lang in $(grep -E '^[a-z]' po/LINGUAS); do
    compendia=()
    for part in po/parts/*."$lang".po; do
        compendia+=(-C "$part")
    done
    msgmerge --quiet --no-wrap --sort-output --no-fuzzy-matching "${compendia[@]}" -o "po/$lang.po.new" \
        "po/$lang.po" po/greed.pot
    mv "po/$lang.po.new" "po/$lang.po"
    msgfmt --check --statistics -o /dev/null "po/$lang.po"
    untranslated=$(msgattrib --untranslated --no-obsolete "po/$lang.po" | grep -c '^msgid ' || true)
    if [ "$untranslated" -gt 1 ]; then # the header is an empty msgid
        echo "po-assemble: $lang: $((untranslated - 1)) messages still need a translation" >&2
    fi
done
