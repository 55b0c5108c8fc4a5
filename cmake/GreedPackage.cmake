# The Debian package, made by CPack: cmake --build build --target package
# gives greed_<version>_<arch>.deb in the build folder.
set(CPACK_GENERATOR "DEB")
set(CPACK_PACKAGE_NAME "greed")
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_PACKAGE_VENDOR "The Greed developers")
set(CPACK_PACKAGE_CONTACT "Greed developers <maintainers@users.noreply.a-seed-5b23c918.example>")
set(CPACK_PACKAGING_INSTALL_PREFIX "/usr")
# Release binaries without their symbols: what Debian ships (lintian flags unstripped ones).
set(CPACK_STRIP_FILES ON)
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "push-your-luck dice games against computer players")
# Continuation lines as dpkg wants them: CPack adds the leading space, "." is an empty line.
set(CPACK_PACKAGE_DESCRIPTION [=[
Greed is a full-screen arcade dice game of the Greed family: Greed, the
1989 Greed Specification, Zehntausend (10000), the Spanish poker-dice game
cubilete and Farkle. Every variant is a rule file, so any rule set written
by the player can be played too.
.
Up to eight players share one screen, humans or computer players with
personalities; an optional solver plays the two-player game perfectly.
Matches are saved as they are played and can be watched again. The
greed-cli program scores rolls, computes odds and runs computer
tournaments without a display.]=])

set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT) # greed_<version>_<arch>.deb
set(CPACK_DEBIAN_PACKAGE_SECTION "games")
set(CPACK_DEBIAN_PACKAGE_PRIORITY "optional")
# Library dependencies come from dpkg-shlibdeps (package dpkg-dev); the fonts are opened by
# path at run time, so no library names it.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "fonts-dejavu-core, fonts-bebas-neue")
# Only the example bot (examples/bots/simple_bot.py) needs Python.
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "python3")
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)

include(CPack)
