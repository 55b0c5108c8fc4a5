# Makes the template from the sources as they are and checks every language against it.
execute_process(
    COMMAND ${CMAKE_COMMAND} -DSOURCE_DIR=${SOURCE_DIR} -DOUTPUT=${WORK_DIR}/current.pot
            -DXGETTEXT=${XGETTEXT} "-DKEYWORDS=${KEYWORDS}"
            -P ${SOURCE_DIR}/po/make_pot.cmake
    RESULT_VARIABLE made)
if(NOT made EQUAL 0)
    message(FATAL_ERROR "could not make the template from the sources")
endif()
set(failed "")
foreach(lang IN LISTS LANGUAGES)
    execute_process(COMMAND ${MSGCMP} "${SOURCE_DIR}/po/${lang}.po" "${WORK_DIR}/current.pot"
                    RESULT_VARIABLE compared ERROR_VARIABLE report)
    if(NOT compared EQUAL 0)
        message("${lang}.po lacks translations:\n${report}")
        list(APPEND failed ${lang})
    endif()
endforeach()
if(failed)
    message(FATAL_ERROR "untranslated messages in: ${failed} "
                        "(run: cmake --build build --target pot, then translate)")
endif()
message("every message translated in: ${LANGUAGES}")
