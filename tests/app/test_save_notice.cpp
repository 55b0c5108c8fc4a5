// A full disk during a match, through the real App: the table says saving stopped (naming the
// file) and goes on; once the disk takes writes again it says so, and the file holds the match.
#include "app_harness.hpp"

#include "app/table/table_scene.hpp"
#include "session/save_store.hpp"

#include <catch2/catch.hpp>

#include <cerrno>
#include <unistd.h>

using namespace greed::app;
using greed::app::test::Harness;
using greed::app::test::TempDataDir;
namespace session = greed::session;

namespace {

// The disk of these tests: full while `g_full`.
bool g_full = false;

ssize_t diskWrite(int fd, const void* data, std::size_t size) {
    if (g_full) {
        errno = ENOSPC;
        return -1;
    }
    return ::write(fd, data, size);
}

TableScene& tableOf(Harness& h) {
    auto* table = dynamic_cast<TableScene*>(&h.app().top());
    REQUIRE(table != nullptr);
    return *table;
}

// Hurries the computers along (any key) until `done` or the match leaves the table.
template <typename F> void playUntil(Harness& h, F done) {
    for (int guard = 0; !done() && h.scene() == "table" && guard < 20000; ++guard) {
        h.key(SDLK_x);
        h.frames(2);
    }
}

} // namespace

TEST_CASE("the table says when saving stops on a full disk and when it resumes", "[table][disk]") {
    TempDataDir data("save-notice");
    Options o = test::testOptions("greed", "A:steady,B:bold");
    o.forceSave = true;
    Harness h(o);
    auto& s = h.app().services();
    s.settings.speedIndex = static_cast<int>(Settings::kSpeeds.size()) - 1;
    s.settings.paceIndex = static_cast<int>(Settings::kPaces.size()) - 1;
    REQUIRE(h.scene() == "table");
    TableScene& table = tableOf(h);
    REQUIRE(s.saves);
    const auto current = s.saves->currentPath();
    CHECK(table.saveNotice().empty());
    playUntil(h, [&] { return table.shownRecord().moves.size() >= 6; });

    session::setMatchFileWrite(diskWrite);
    g_full = true;
    const std::size_t filled = session::readMatchFile(current).moves.size();
    playUntil(h, [&] { return !table.saveNotice().empty(); });
    const std::string stopped = table.saveNotice();
    CHECK(stopped.find("Saving stopped: the disk is full") == 0);
    CHECK(stopped.find(current.string()) != std::string::npos);
    {
        test::InLanguage es(greed::i18n::Language::Spanish);
        h.frames(1);
        CHECK(table.saveNotice() != stopped);
        CHECK(table.saveNotice().find(current.string()) != std::string::npos);
    }
    playUntil(h, [&] { return table.shownRecord().moves.size() >= filled + 8; });
    CHECK(session::readMatchFile(current).moves.size() == filled);

    g_full = false;
    playUntil(h, [&] { return table.saveNotice().find("Saving resumed") == 0; });
    CHECK(table.saveNotice().find("Saving resumed") == 0);
    session::setMatchFileWrite(nullptr);
    CHECK(session::readMatchFile(current).moves.size() >= filled + 8);
    h.frames(1);
    // The notice fades: a few seconds of frames later it is gone.
    for (int i = 0; i < 2000 && !table.saveNotice().empty() && h.scene() == "table"; ++i) {
        h.frames(1);
    }
    CHECK(table.saveNotice().empty());
}
