# The browser page of the game (Emscripten, see scripts/web.sh and docs/web.md): greed.html with
# its .js, .wasm and .data (assets, translations and fonts preloaded into the page's file
# system), threads in Web Workers (the page must be served with COOP/COEP headers), the data
# folder kept in the browser's IndexedDB (web/pre.js).
set(GREED_WEB_DIR ${CMAKE_SOURCE_DIR}/web)

function(greed_web_page target)
    set_target_properties(${target} PROPERTIES SUFFIX ".html" RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR})
    target_sources(${target} PRIVATE ${CMAKE_SOURCE_DIR}/src/platform/web/map_file.cpp
                                     ${CMAKE_SOURCE_DIR}/src/app/web_loop.cpp)
    target_link_options(${target} PRIVATE
        -pthread -fexceptions
        -sPTHREAD_POOL_SIZE=4
        -sALLOW_MEMORY_GROWTH=1 -sINITIAL_MEMORY=128MB -sMAXIMUM_MEMORY=4GB
        -sFORCE_FILESYSTEM=1 -lidbfs.js
        -sEXIT_RUNTIME=0
        # SDL's audio needs these JS helpers; their names start
        # with '$', which a shell would expand, so they are read from a file.
        "-sDEFAULT_LIBRARY_FUNCS_TO_INCLUDE=@${GREED_WEB_DIR}/library-funcs.json"
        "-sEXPORTED_RUNTIME_METHODS=[\"FS\",\"IDBFS\",\"addRunDependency\",\"removeRunDependency\"]"
        -sMINIFY_HTML=0
        # SHELL: keeps each option with its value (CMake drops repeated options otherwise).
        "SHELL:--shell-file ${GREED_WEB_DIR}/shell.html"
        "SHELL:--pre-js ${GREED_WEB_DIR}/pre.js"
        "SHELL:--preload-file ${GREED_ASSET_DIR}@/assets"
        "SHELL:--preload-file ${GREED_BUILD_LOCALE_DIR}@/locale"
        "SHELL:--preload-file ${GREED_FONT_REGULAR}@${GREED_FONT_REGULAR}"
        "SHELL:--preload-file ${GREED_FONT_BOLD}@${GREED_FONT_BOLD}"
        "SHELL:--preload-file ${GREED_FONT_DISPLAY}@${GREED_FONT_DISPLAY}")
    set_property(TARGET ${target} APPEND PROPERTY LINK_DEPENDS
        ${GREED_WEB_DIR}/shell.html ${GREED_WEB_DIR}/pre.js ${GREED_WEB_DIR}/library-funcs.json)
endfunction()
