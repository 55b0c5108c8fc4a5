# GREED_SANITIZE=ON builds everything with AddressSanitizer and UndefinedBehaviorSanitizer.
# float-cast-overflow is named on its own: GCC's "undefined" group leaves it out, and a double
# such as 1e300 cast to an integer is exactly what a hostile file tries (issue 22, item 13).
# Nothing recovers: the first report stops the program, so a test run cannot pass over one.
option(GREED_SANITIZE "Build with ASan and UBSan" OFF)

if(GREED_SANITIZE)
    add_compile_options(-fsanitize=address,undefined,float-cast-overflow -fno-omit-frame-pointer
                        -fno-sanitize-recover=all)
    add_link_options(-fsanitize=address,undefined,float-cast-overflow)
endif()
