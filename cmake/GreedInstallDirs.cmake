# Where an installed Greed lives, decided once for the install rules and the programs.
#
# Debian policy (section 11.11 and the FHS) puts games in /usr/games with their static data
# in /usr/share/games/<package> and their manual pages in section 6. greed-cli is the same
# game on the command line (scores, odds, computer matches), not a general tool, so it goes
# with the game. Both can be moved (e.g. -DGREED_INSTALL_BINDIR=bin for a non-Debian prefix);
# the programs find their data from their own location, so any prefix works.
include(GNUInstallDirs)

set(GREED_INSTALL_BINDIR "games" CACHE STRING
    "Where greed and greed-cli are installed, relative to the prefix")
set(GREED_INSTALL_DATADIR "${CMAKE_INSTALL_DATADIR}/games/greed" CACHE STRING
    "Where rules/, sprites/, sounds/ and personalities.json are installed")
set(GREED_INSTALL_MANDIR "${CMAKE_INSTALL_MANDIR}/man6")

# The data folder as seen from the programs' folder, e.g. ../share/games/greed. Compiled in
# (not an absolute path) so the installed tree can be unpacked anywhere.
foreach(kind BINDIR DATADIR)
    if(IS_ABSOLUTE "${GREED_INSTALL_${kind}}")
        set(greed_abs_${kind} "${GREED_INSTALL_${kind}}")
    else()
        set(greed_abs_${kind} "/prefix/${GREED_INSTALL_${kind}}")
    endif()
endforeach()
file(RELATIVE_PATH GREED_DATA_FROM_BIN "${greed_abs_BINDIR}" "${greed_abs_DATADIR}")
