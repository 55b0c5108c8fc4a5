# The staleness check of tools/data_strings.cmake really fails when a data file changes: on a
# copy of assets/ and of the listing, it passes as they are and fails after a personality's
# line is edited.
set(copy "${WORK_DIR}/data_strings_stale")
file(REMOVE_RECURSE "${copy}")
file(MAKE_DIRECTORY "${copy}/src/i18n")
file(COPY "${SOURCE_DIR}/assets/personalities.json" "${SOURCE_DIR}/assets/rules"
     DESTINATION "${copy}/assets")
file(COPY "${SOURCE_DIR}/src/i18n/data_strings.cpp" DESTINATION "${copy}/src/i18n")

function(check expect)
    execute_process(COMMAND ${CMAKE_COMMAND} -DSOURCE_DIR=${copy} -DCHECK=ON
                            -P ${SOURCE_DIR}/tools/data_strings.cmake
                    RESULT_VARIABLE result OUTPUT_QUIET ERROR_QUIET)
    if(expect STREQUAL "pass" AND NOT result EQUAL 0)
        message(FATAL_ERROR "the check fails on the listing as committed")
    elseif(expect STREQUAL "fail" AND result EQUAL 0)
        message(FATAL_ERROR "the check passes although a data file changed")
    endif()
endfunction()

check(pass)
file(READ "${copy}/assets/personalities.json" json)
string(REPLACE "Safe is sound." "Safe is sound, they say." json "${json}")
file(WRITE "${copy}/assets/personalities.json" "${json}")
check(fail)
file(REMOVE_RECURSE "${copy}")
message("the listing's staleness check notices a changed data file")
