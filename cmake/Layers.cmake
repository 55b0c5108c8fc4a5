# Layers the build enforces (docs/architecture.md, "Layers"). Every include of ours is written
# from src/ ("core/rules.hpp", "app/ui/painter.hpp"), but no target is given src/ itself: each
# layer's target gets an include root of its own in the build tree that holds only its own folder
# of src/ (a symbolic link made at configure time), and sees a lower layer's folder only through
# linking that layer's target. So an include of a layer a target does not link, or of SDL where
# SDL is not linked, is a missing file: the build fails (tests/layers shows it).

# greed_layer_root(<target> <PUBLIC|PRIVATE|INTERFACE> <entry>...): gives <target> an include root
# in which only the entries exist, each a folder or a file of src/ named from src/ ("core",
# "app/ui", "app/services.hpp"). The root is remade at every configure, so an entry taken out of
# the list is gone at once.
function(greed_layer_root target scope)
    set(root ${CMAKE_BINARY_DIR}/layers/${target})
    file(REMOVE_RECURSE ${root}) # removes the links, never what they point to
    foreach(entry ${ARGN})
        if(NOT EXISTS ${CMAKE_SOURCE_DIR}/src/${entry})
            message(FATAL_ERROR "greed_layer_root(${target}): src/${entry} does not exist")
        endif()
        get_filename_component(parent ${root}/${entry} DIRECTORY)
        file(MAKE_DIRECTORY ${parent})
        file(CREATE_LINK ${CMAKE_SOURCE_DIR}/src/${entry} ${root}/${entry} SYMBOLIC)
    endforeach()
    target_include_directories(${target} ${scope} ${root})
endfunction()
