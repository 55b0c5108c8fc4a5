# Writes a manual page from its template, with the OPTIONS section made from the program's own
# --help (CLI11's layout: a description line, "Usage: ...", then sections such as "Options:"
# whose entries are "  NAME<two or more spaces>DESCRIPTION").
# Called as: cmake -DPROGRAM=exe -DNAME=greed -DTEMPLATE=in -DOUT=out -DVERSION=v -P this.
# A program with subcommands (greed-cli) gets one subsection per subcommand.

# roff treats backslashes, leading dots/quotes and "-" (a hyphen, not a minus) specially.
function(roff_escape text out)
    string(REPLACE "\\" "\\e" text "${text}")
    string(REPLACE "-" "\\-" text "${text}")
    string(REGEX REPLACE "^([.'])" "\\\\&\\1" text "${text}")
    set(${out} "${text}" PARENT_SCOPE)
endfunction()

function(run_help out)
    execute_process(COMMAND ${PROGRAM} ${ARGN} --help
                    OUTPUT_VARIABLE help RESULT_VARIABLE code ERROR_VARIABLE err)
    if(NOT code EQUAL 0)
        message(FATAL_ERROR "${PROGRAM} ${ARGN} --help failed (${code}): ${err}")
    endif()
    set(${out} "${help}" PARENT_SCOPE)
endfunction()

# Turns one --help text into roff; `subcommands` receives the names listed under
# "Subcommands:". With `top` the lines before the first section (the one-line description and
# "Usage:") are left out: the page's NAME and SYNOPSIS say that already.
function(help_to_roff help top out subcommands)
    string(REPLACE ";" "\\;" help "${help}")
    string(REPLACE "\n" ";" lines "${help}")
    set(roff "")
    set(section "")
    set(names "")
    foreach(line IN LISTS lines)
        if(line MATCHES "^([A-Z][A-Za-z ]*):$")
            set(section "${CMAKE_MATCH_1}")
            string(APPEND roff ".PP\n\\fI${section}:\\fR\n")
        elseif(top AND section STREQUAL "")
            continue()
        elseif(line MATCHES "^Usage: (.*)$")
            roff_escape("${CMAKE_MATCH_1}" usage)
            string(APPEND roff ".PP\nUsage: \\fB${usage}\\fR\n")
        elseif(line MATCHES "^  [^ ]")
            # An entry: the name in the first 30 columns (CLI11's default width), the
            # description after it, or on the next line when the name does not fit.
            string(LENGTH "${line}" length)
            set(entry "${line}")
            set(text "")
            if(length GREATER 30)
                string(SUBSTRING "${line}" 29 1 gap)
                if(gap STREQUAL " ")
                    string(SUBSTRING "${line}" 0 30 entry)
                    string(SUBSTRING "${line}" 30 -1 text)
                endif()
            endif()
            string(STRIP "${entry}" entry)
            roff_escape("${entry}" name)
            roff_escape("${text}" text)
            string(APPEND roff ".TP\n.B ${name}\n")
            if(NOT text STREQUAL "")
                string(APPEND roff "${text}\n")
            endif()
            if(section STREQUAL "Subcommands")
                list(APPEND names "${entry}")
            endif()
        elseif(line MATCHES "^   +([^ ].*)$")
            roff_escape("${CMAKE_MATCH_1}" text) # a description on its own line
            string(APPEND roff "${text}\n")
        elseif(NOT line STREQUAL "")
            roff_escape("${line}" text)
            string(APPEND roff ".PP\n${text}\n")
        endif()
    endforeach()
    set(${out} "${roff}" PARENT_SCOPE)
    set(${subcommands} "${names}" PARENT_SCOPE)
endfunction()

run_help(help)
help_to_roff("${help}" ON OPTIONS subs)
foreach(sub IN LISTS subs)
    run_help(sub_help ${sub})
    help_to_roff("${sub_help}" OFF sub_roff nested)
    string(APPEND OPTIONS ".SS ${NAME} ${sub}\n${sub_roff}")
    foreach(inner IN LISTS nested)
        run_help(inner_help ${sub} ${inner})
        help_to_roff("${inner_help}" OFF inner_roff ignored)
        string(APPEND OPTIONS ".SS ${NAME} ${sub} ${inner}\n${inner_roff}")
    endforeach()
endforeach()

configure_file(${TEMPLATE} ${OUT} @ONLY)
