# Writes src/i18n/data_strings.cpp: every player-visible string of the data files
# (assets/personalities.json: descriptions, traits and lines; assets/rules/*.json and
# assets/rules/examples/*.json: names, summaries and combination names) as N_("...") with a
# TRANSLATORS comment naming the file and field, so xgettext, which cannot read JSON, finds
# them with the sources. Personality names are listed with the context "personality" (NP_),
# their grammatical gender in the comment, and again with "personality, short" for the short
# form the table's log uses.
#   cmake -DSOURCE_DIR=<repo> -P tools/data_strings.cmake             rewrite the listing
#   cmake -DSOURCE_DIR=<repo> -DCHECK=ON -P tools/data_strings.cmake  fail when it is stale
# (the "data_strings" build target runs the first, the test i18n:data_strings_current the
# second).
cmake_minimum_required(VERSION 3.19) # string(JSON)

if(NOT SOURCE_DIR)
    get_filename_component(SOURCE_DIR "${CMAKE_CURRENT_LIST_DIR}/.." ABSOLUTE)
endif()
set(listing "${SOURCE_DIR}/src/i18n/data_strings.cpp")

# A C++ string literal of `text`.
function(quoted out text)
    string(REPLACE "\\" "\\\\" text "${text}")
    string(REPLACE "\"" "\\\"" text "${text}")
    string(REPLACE "\n" "\\n" text "${text}")
    set(${out} "\"${text}\"" PARENT_SCOPE)
endfunction()

# Appends one entry to the variable `body` of the caller.
macro(entry comment text)
    quoted(literal "${text}")
    string(APPEND body "    // TRANSLATORS: ${comment}\n    N_(${literal}),\n")
endmacro()
# The same with a context.
macro(context_entry context comment text)
    quoted(literal "${text}")
    string(APPEND body "    // TRANSLATORS: ${comment}\n    NP_(\"${context}\", ${literal}),\n")
endmacro()

set(body "")

# The personalities: their descriptions and what they say.
set(file "assets/personalities.json")
file(READ "${SOURCE_DIR}/${file}" json)
set(events bigRoll bust bank behind lead finalRound win lose)
set(when_bigRoll "after a big scoring throw")
set(when_bust "after a throw that scores nothing (a bust)")
set(when_bank "on banking the turn's points")
set(when_behind "on falling behind the leader")
set(when_lead "on taking the lead")
set(when_finalRound "when the final round starts")
set(when_win "on winning the game")
set(when_lose "on losing the game")
string(JSON count LENGTH "${json}" personalities)
math(EXPR last "${count} - 1")
foreach(i RANGE ${last})
    string(JSON name GET "${json}" personalities ${i} name)
    string(JSON description GET "${json}" personalities ${i} description)
    string(JSON gender ERROR_VARIABLE none GET "${json}" personalities ${i} gender)
    if(none)
        set(gender "masculine")
    endif()
    context_entry("personality" "${file}: the name of a computer player (${gender}); give it a \
name in your language that keeps its character, alliterating where it works"
                  "${name}")
    context_entry("personality, short" "${file}: the short form of the computer player \
\"${name}\" as the table's narrow log of moves names it: its given name in your language \
(Tilly); may stay as the English when the full name is short"
                  "${name}")
    entry("${file}: the description of the computer player \"${name}\"" "${description}")
    string(JSON trait ERROR_VARIABLE notrait GET "${json}" personalities ${i} trait)
    if(NOT notrait)
        context_entry("trait of a ${gender} name" "${file}: the kind of the computer player \
\"${name}\" (setup's picker), said of a ${gender} name: \"Timid\" Tilly, \"Steady\" Sam"
                      "${trait}")
    endif()
    foreach(event IN LISTS events)
        string(JSON lines ERROR_VARIABLE missing GET "${json}" personalities ${i} lines ${event})
        if(missing)
            continue()
        endif()
        string(JSON n LENGTH "${lines}")
        if(n EQUAL 0)
            continue()
        endif()
        math(EXPR lastLine "${n} - 1")
        foreach(k RANGE ${lastLine})
            string(JSON line GET "${lines}" ${k})
            entry("${file}: what the computer player \"${name}\" says ${when_${event}}" "${line}")
        endforeach()
    endforeach()
endforeach()

# The rule presets: their names, summaries and the names of their combinations.
file(GLOB presets RELATIVE "${SOURCE_DIR}" "${SOURCE_DIR}/assets/rules/*.json"
     "${SOURCE_DIR}/assets/rules/examples/*.json")
list(SORT presets)
foreach(file IN LISTS presets)
    file(READ "${SOURCE_DIR}/${file}" json)
    string(JSON name ERROR_VARIABLE none GET "${json}" name)
    if(NOT none)
        entry("${file}: the name of a rule set" "${name}")
    endif()
    string(JSON summary ERROR_VARIABLE none GET "${json}" summary)
    if(NOT none AND NOT summary STREQUAL "")
        entry("${file}: the one-line summary of the rule set \"${name}\"" "${summary}")
    endif()
    string(JSON combos ERROR_VARIABLE none GET "${json}" combos)
    if(NOT none)
        string(JSON n LENGTH "${combos}")
        if(n GREATER 0)
            math(EXPR lastCombo "${n} - 1")
            foreach(k RANGE ${lastCombo})
                string(JSON combo GET "${combos}" ${k} name)
                entry("${file}: the name of a scoring combination of \"${name}\"" "${combo}")
            endforeach()
        endif()
    endif()
endforeach()

set(text "// The player-visible strings of the data files, listed for xgettext (which cannot read
// JSON). Generated by tools/data_strings.cmake from assets/: do not edit; after changing a data
// file run `cmake --build build --target data_strings` (the test i18n:data_strings_current
// fails while this listing is stale).
// clang-format off
#include \"i18n/data_strings.hpp\"

#include \"i18n/translate.hpp\"

namespace greed::i18n {

const std::vector<const char*>& dataStrings() {
    static const std::vector<const char*> strings = {
${body}    };
    return strings;
}

} // namespace greed::i18n
")

if(CHECK)
    file(READ "${listing}" current)
    if(NOT current STREQUAL text)
        message(FATAL_ERROR "src/i18n/data_strings.cpp is stale: the data files changed. Run "
                            "`cmake --build build --target data_strings` and translate the new "
                            "messages.")
    endif()
    message("src/i18n/data_strings.cpp lists the data files' strings as they are")
else()
    file(WRITE "${listing}" "${text}")
endif()
