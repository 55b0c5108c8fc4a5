# Writes the message template OUTPUT from every C++ source under SOURCE_DIR/src (sorted, so
# the template only changes when a message does). Run by the "pot" target and by the
# translation check in tests/i18n.
file(GLOB_RECURSE sources RELATIVE "${SOURCE_DIR}" "${SOURCE_DIR}/src/*.cpp"
     "${SOURCE_DIR}/src/*.hpp")
list(SORT sources)
execute_process(
    COMMAND ${XGETTEXT} --language=C++ --from-code=UTF-8 --add-comments=TRANSLATORS:
            --package-name=greed --msgid-bugs-address=https://github.com/greed-dice/greed/issues
            --sort-by-file --no-wrap --force-po ${KEYWORDS} -o "${OUTPUT}" ${sources}
    WORKING_DIRECTORY "${SOURCE_DIR}"
    RESULT_VARIABLE result)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "xgettext failed (${result})")
endif()
