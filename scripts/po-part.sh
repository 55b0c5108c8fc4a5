#!/usr/bin/env bash
# Makes or refreshes the translation part po/parts/AREA.<lang>.po of every language from the
# messages marked in the given source files: new messages arrive untranslated (msgstr ""),
# translated ones are kept, ones no longer in the files are dropped. Translate the empty
# entries, then run scripts/po-assemble.sh.
# Usage: scripts/po-part.sh AREA FILE...
set -euo pipefail
cd "$(dirname "$0")/.."
area="$1"
shift
pot="$(mktemp --suffix=.pot)"
trap 'rm -f "$pot"' EXIT
xgettext --language=C++ --from-code=UTF-8 --add-comments=TRANSLATORS: --force-po --no-wrap \
    --keyword=tr --keyword=trf --keyword=trp:1c,2 --keyword=trpf:1c,2 \
    --keyword=trn:1,2 --keyword=trnf:1,2 --keyword=trnp:1c,2,3 --keyword=N_ --keyword=NP_:1c,2 \
    --flag=tr:1:no-c-format --flag=trf:1:no-c-format --flag=trp:2:no-c-format \
    --flag=trpf:2:no-c-format --flag=trn:1:no-c-format --flag=trn:2:no-c-format \
    --flag=trnf:1:no-c-format --flag=trnf:2:no-c-format --flag=N_:1:no-c-format \
    -o "$pot" "$@"
sed -i 's/charset=CHARSET/charset=UTF-8/' "$pot"
for lang in $(grep -E '^[a-z]' po/LINGUAS); do
    part="po/parts/$area.$lang.po"
    if [ -f "$part" ]; then
        msgmerge --quiet --no-wrap --no-fuzzy-matching -o "$part.new" "$part" "$pot"
        msgattrib --no-obsolete --no-wrap -o "$part" "$part.new"
        rm -f "$part.new"
    else
        msgmerge --quiet --no-wrap --no-fuzzy-matching -o "$part" "po/parts/00-base.$lang.po" "$pot"
        msgattrib --no-obsolete --no-wrap -o "$part" "$part"
    fi
    untranslated=$(msgattrib --untranslated --no-wrap "$part" | grep -c '^msgid ' || true)
    echo "$part: $untranslated messages to translate (the header counts as one)"
done
