# Warnings every target of ours compiles with; GREED_WERROR turns them into errors.
option(GREED_WERROR "Treat warnings as errors" OFF)

function(greed_set_warnings target)
    target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wshadow -Wconversion
                                             -Wno-sign-conversion)
    if(GREED_WERROR)
        target_compile_options(${target} PRIVATE -Werror)
    endif()
endfunction()
