// The House rules screen: it opens on its first row (the dice; the name is last), explained at
// once; its row labels stay at 14 px or more at 800x600 in every language (the rows widen
// instead); the right pane explains the focused row with the rules' own sentence and its
// example roll.
#include "app/house/house_meaning.hpp"
#include "app/house/house_words.hpp"
#include "app/scenes/menu_scene.hpp"
#include "app/ui/rules_text.hpp"
#include "app/ui/text_size.hpp"
#include "app/ui/type_scale.hpp"
#include "app_harness.hpp"
#include "core/rules_io.hpp"
#include "text_fit.hpp"

#include <catch2/catch.hpp>

using namespace greed;
using greed::app::test::Harness;
using greed::app::test::inside;
using greed::app::test::labelsOfTop;

namespace {

Harness houseRulesAt(const std::string& rules, int w, int h, i18n::Language language,
                     int textSize = 100) {
    app::Options o = app::test::testOptions(rules);
    o.width = w;
    o.height = h;
    o.language = language;
    o.textSize = textSize;
    Harness harness(o);
    harness.click("new");
    REQUIRE(harness.scene() == "setup");
    harness.click("house");
    REQUIRE(harness.scene() == "house-rules");
    return harness;
}

const std::string& focusOf(Harness& h) {
    auto* menu = dynamic_cast<app::MenuScene*>(&h.app().top());
    REQUIRE(menu != nullptr);
    return menu->focused();
}

bool drawn(Harness& h, const std::string& text) {
    for (const auto& l : labelsOfTop(h)) {
        if (l.text == text) {
            return true;
        }
    }
    return false;
}

} // namespace

// The bug (two fresh reviews): the focus opened on "Play to", then on the name, and the right
// pane was mostly empty until a rule row was focused. Now the rules come first and the name
// last (over Save); the screen opens on the first rule, the dice, and the pane explains it at
// once with a first roll pictured. Moving on to the actions keeps the last row's explanation.
TEST_CASE("house rules screen: opens on its first row, explained from the start", "[house]") {
    Harness h = houseRulesAt("greed", 1280, 720, i18n::Language::English);
    const auto buttons = h.app().top().buttons();
    REQUIRE_FALSE(buttons.empty());
    CHECK(buttons.front().id == "dice");
    std::vector<std::string> rows;
    for (const auto& b : buttons) {
        if (b.row || b.id == "name") {
            rows.push_back(b.id);
        }
    }
    REQUIRE_FALSE(rows.empty());
    CHECK(rows.back() == "name");
    CHECK(drawn(h, "Dice"));
    const auto meaning = app::houseOptionMeaning(
        *app::HouseRules(core::loadPreset("greed")).find("dice"), core::loadPreset("greed"));
    REQUIRE(meaning.size() == 1);
    bool explained = false;
    for (const auto& l : labelsOfTop(h)) {
        explained = explained || (l.text.size() > 10 && meaning.front().rfind(l.text, 0) == 0);
    }
    CHECK(explained);
    CHECK(drawn(h, "Example roll"));
    CHECK(drawn(h, "scores 150, as in Greed"));
    CHECK(focusOf(h) == "dice");
    h.key(SDLK_RIGHT);
    CHECK(app::test::buttonOf(h, "dice").value != "5"); // the dice row turned: it had the focus
    // Up from the first row wraps to the actions: the pane keeps the dice row's explanation.
    h.key(SDLK_UP);
    CHECK(app::HouseRules(core::loadPreset("greed")).find(focusOf(h)) == nullptr);
    CHECK(drawn(h, "Dice"));
    CHECK(drawn(h, "Example roll"));
}

// The name row says what the name is for.
TEST_CASE("house rules screen: the name row explained in three languages", "[house]") {
    using i18n::Language;
    const std::pair<Language, const char*> expected[] = {
        {Language::English, "Once saved, New game lists the rule set under this name."},
        {Language::Spanish, "Una vez guardado, el reglamento aparece con este nombre en Nueva "
                            "partida."},
        {Language::German, "Nach dem Speichern steht das Regelwerk unter diesem Namen in "
                           "\u201ENeue Partie\u201C."},
    };
    for (const auto& [language, sentence] : expected) {
        Harness h = houseRulesAt("farkle", 1920, 1080, language);
        // Up from the first row: the actions, then the name row over them.
        for (int i = 0; i < 8 && focusOf(h) != "name"; ++i) {
            h.key(SDLK_UP);
        }
        REQUIRE(focusOf(h) == "name");
        std::string shown;
        for (const auto& l : labelsOfTop(h)) {
            shown += l.text + " ";
        }
        INFO(shown);
        const std::string want = sentence;
        CHECK(shown.find(want.substr(0, 20)) != std::string::npos);
    }
}

TEST_CASE("house rules screen: row labels at 14 px or more at 800x600 in every language",
          "[house]") {
    using i18n::Language;
    for (Language language : {Language::English, Language::Spanish, Language::German}) {
        for (const char* rules : {"greed", "farkle"}) {
            Harness h = houseRulesAt(rules, 800, 600, language);
            const int least = h.app().services().text.measure("Ag", 14, true).y;
            const auto labels = labelsOfTop(h);
            int rows = 0;
            for (const auto& b : h.app().top().buttons()) {
                if (!b.row) {
                    continue;
                }
                ++rows;
                for (const auto& l : labels) {
                    if (l.text == b.label && inside(l.rect, b.rect, 1)) {
                        INFO(i18n::languageCode(language)
                             << " " << rules << ": \"" << l.text << "\" " << l.rect.h
                             << " px high, 14 px text is " << least);
                        CHECK(l.rect.h >= least);
                    }
                }
            }
            CHECK(rows >= 10);
        }
    }
}

TEST_CASE("house rules screen: the right pane explains the focused row", "[house]") {
    Harness h = houseRulesAt("farkle", 1280, 720, i18n::Language::English);
    const core::Rules farkle = core::loadPreset("farkle");
    // Play to (the second row): the end rule as the full rules word it.
    h.key(SDLK_DOWN);
    bool endRule = false; // its first line (it wraps in the pane)
    for (const auto& l : labelsOfTop(h)) {
        endRule = endRule || (l.text.size() > 20 && app::endRuleText(farkle).rfind(l.text, 0) == 0);
    }
    CHECK(endRule);
    // Three pairs: its scoring line, over its example roll and what the roll scores.
    for (int i = 0; i < 5; ++i) {
        h.key(SDLK_DOWN);
    }
    REQUIRE(app::test::buttonOf(h, "pairs").value == "1,500");
    bool line = false;
    for (const auto& l : labelsOfTop(h)) {
        line = line || l.text.rfind("Three pairs (3 different faces", 0) == 0;
    }
    CHECK(line);
    CHECK(drawn(h, "scores 1,500, as in Farkle"));
}

TEST_CASE("house rules: every option's meaning is the rules' sentence", "[house]") {
    i18n::setLanguage(i18n::Language::English);
    core::Rules farkle = core::loadPreset("farkle");
    app::HouseRules house(farkle);
    for (const app::HouseOption& o : house.options()) {
        const auto meaning = app::houseOptionMeaning(o, house.rules());
        INFO(o.id);
        if (o.enabled) {
            CHECK_FALSE(meaning.empty());
        } else {
            CHECK(meaning.empty());
        }
    }
    const app::HouseOption* entry = house.find("entry");
    REQUIRE(entry != nullptr);
    CHECK(app::houseOptionMeaning(*entry, house.rules()) ==
          std::vector<std::string>{app::entryRuleText(house.rules())});
}

namespace {

// The rows' panel's last row and right edge, and the top of the action buttons under it.
struct HouseBands {
    int rowsBottom = 0;
    int rowsRight = 0;
    int actionsTop = 1 << 30;
};
HouseBands bandsOf(Harness& h) {
    HouseBands out;
    for (const auto& b : h.app().top().buttons()) {
        if (b.row) {
            out.rowsBottom = std::max(out.rowsBottom, b.rect.y + b.rect.h);
            out.rowsRight = std::max(out.rowsRight, b.rect.x + b.rect.w);
        } else {
            out.actionsTop = std::min(out.actionsTop, b.rect.y);
        }
    }
    return out;
}

} // namespace

// The bugs: the key hint was drawn across the rows' panel's bottom border, the right pane's
// last line sat on its border, and "[Eingabe] Speichern & nutzen" was smaller than its
// sibling buttons' words.
TEST_CASE("house rules screen: the key hint in a band of its own, the pane's last line clear "
          "of its border, the actions' words at one size",
          "[house]") {
    using i18n::Language;
    for (Language language : {Language::Spanish, Language::German, Language::English}) {
        for (auto [w, ht] : {std::pair{800, 600}, {1280, 720}, {1920, 1080}}) {
            Harness h = houseRulesAt("greed", w, ht, language);
            const app::MenuType T = app::MenuType::forHeight(ht);
            const HouseBands bands = bandsOf(h);
            // The panels end the rows' padding (a quarter of a control) under the last row.
            const int panelBottom = bands.rowsBottom + T.control / 4;
            const auto labels = labelsOfTop(h);
            bool hint = false;
            for (const auto& l : labels) {
                INFO(i18n::languageCode(language)
                     << " " << w << "x" << ht << " \"" << l.text << "\" " << l.rect.y << "+"
                     << l.rect.h << ", panels end at " << panelBottom);
                if (l.text.find("\u2191/\u2193") != std::string::npos) {
                    hint = true;
                    CHECK(l.rect.y >= panelBottom + 2);
                    CHECK(l.rect.y + l.rect.h <= bands.actionsTop - 2);
                } else if (l.rect.x > bands.rowsRight && l.rect.y < panelBottom) {
                    // The right pane's words keep half a line's air above its border.
                    CHECK(l.rect.y + l.rect.h <= panelBottom - T.body / 2);
                }
            }
            CHECK(hint);
            // One size for the actions' words.
            // The size each action's words were drawn at (the size their drawn width is).
            auto& text = h.app().services().text;
            std::vector<std::pair<std::string, int>> sizes;
            for (const auto& b : h.app().top().buttons()) {
                if (b.row) {
                    continue;
                }
                for (const auto& l : labels) {
                    if (l.text == b.label && inside(l.rect, b.rect, 0)) {
                        int size = 6;
                        while (size < 60 && text.measure(l.text, size, true).x < l.rect.w) {
                            ++size;
                        }
                        sizes.emplace_back(l.text, size);
                    }
                }
            }
            INFO(i18n::languageCode(language) << " " << w << "x" << ht);
            REQUIRE(sizes.size() >= 3);
            for (const auto& [words, size] : sizes) {
                INFO(words << " at " << size << " px, " << sizes.front().first << " at "
                           << sizes.front().second);
                CHECK(size == sizes.front().second);
                CHECK(size >= 14);
            }
        }
    }
}

// The bug: at 150 % with a row focused, the right pane's explanation of that row (its name,
// its sentence, its example roll) was drawn over the "Changes from Greed" heading and the
// changes under it (German, "Ab 4 Gleichen" focused, at 1280x720).
TEST_CASE("house rules screen: at 100, 125 and 150 % the focused row's explanation stays clear "
          "of the changes above it",
          "[house][access]") {
    using i18n::Language;
    for (int size : {100, 125, 150}) {
        for (Language language : {Language::English, Language::Spanish, Language::German}) {
            for (const char* rules : {"greed", "farkle"}) {
                const app::test::InLanguage in(language);
                Harness h = houseRulesAt(rules, 1280, 720, language, size);
                const app::MenuType T = app::MenuType::forHeight(720);
                const HouseBands bands = bandsOf(h);
                const int panelBottom = bands.rowsBottom + T.control / 4;
                // Row by row down the list, from the first (focused at the start).
                int explained = 0;
                for (std::size_t row = 0; row < 14; ++row) {
                    if (row > 0) {
                        h.key(SDLK_DOWN);
                    }
                    const auto& menu = dynamic_cast<const app::MenuScene&>(h.app().top());
                    const app::Button focused = app::test::buttonOf(h, menu.focused());
                    if (!focused.row) {
                        break; // past the rows, on the actions
                    }
                    INFO(size << " % " << i18n::languageCode(language) << " " << rules << ", "
                              << focused.id << " focused");
                    std::vector<app::DrawnLabel> pane;
                    for (const auto& l : labelsOfTop(h)) {
                        // Right of the rows and above the actions (the key hint is across).
                        if (l.rect.x > bands.rowsRight && l.rect.y < bands.actionsTop - T.body) {
                            pane.push_back(l);
                        }
                    }
                    // The explanation starts at the row's name; what is drawn before it (the
                    // heading, the summary, the changes) must end above it.
                    const auto title =
                        std::find_if(pane.begin(), pane.end(), [&](const app::DrawnLabel& l) {
                            return l.text == focused.label;
                        });
                    REQUIRE(title != pane.end());
                    REQUIRE(title + 1 != pane.end()); // its sentence's first line
                    ++explained;
                    for (auto l = pane.begin(); l != title; ++l) {
                        INFO("\"" << l->text << "\" ends at " << l->rect.y + l->rect.h
                                  << ", the explanation \"" << title->text << "\" starts at "
                                  << title->rect.y);
                        CHECK(l->rect.y + l->rect.h <= title->rect.y + 2);
                    }
                    // No two of the pane's words on each other, all above the panel's border.
                    for (std::size_t i = 0; i < pane.size(); ++i) {
                        INFO("\"" << pane[i].text << "\" at " << pane[i].rect.y << "+"
                                  << pane[i].rect.h);
                        CHECK(pane[i].rect.y + pane[i].rect.h <= panelBottom);
                        for (std::size_t k = i + 1; k < pane.size(); ++k) {
                            SDL_Rect overlap{};
                            if (SDL_IntersectRect(&pane[i].rect, &pane[k].rect, &overlap)) {
                                INFO("overlaps \"" << pane[k].text << "\"");
                                CHECK((overlap.w <= 2 || overlap.h <= pane[i].rect.h / 4));
                            }
                        }
                    }
                }
                CHECK(explained >= 6);
            }
        }
    }
    app::setTextScale(1.0);
}

// The bug: at 800x600 the example's score line ("vale 150, como en Zehntausend (10.000)") could
// not shrink under 14 px and ran past the right pane's edge. It now wraps, and every word of
// the pane stays inside it at 14 px or more, in every language.
TEST_CASE("house rules screen: the pane's words stay inside it at 800x600", "[house]") {
    using i18n::Language;
    for (Language language : {Language::Spanish, Language::German, Language::English}) {
        for (const char* rules : {"zehntausend", "spec1989", "farkle"}) {
            Harness h = houseRulesAt(rules, 800, 600, language);
            const app::MenuType T = app::MenuType::forHeight(600);
            const HouseBands bands = bandsOf(h);
            int paneRight = 0;
            for (const auto& b : h.app().top().buttons()) {
                if (!b.row) {
                    paneRight = std::max(paneRight, b.rect.x + b.rect.w);
                }
            }
            const int least = h.app().services().text.measure("Ag", 14, false).y;
            // Every row in turn (those with an example roll among them).
            for (int row = 0; row < 14; ++row) {
                int pane = 0;
                for (const auto& l : labelsOfTop(h)) {
                    if (l.rect.x <= bands.rowsRight || l.rect.y >= bands.actionsTop - T.body) {
                        continue;
                    }
                    ++pane;
                    INFO(i18n::languageCode(language)
                         << " " << rules << " row " << row << ": \"" << l.text << "\" " << l.rect.x
                         << "+" << l.rect.w);
                    CHECK(l.rect.x + l.rect.w <= paneRight - T.body / 2);
                    CHECK(l.rect.h >= least);
                }
                CHECK(pane >= 2);
                h.key(SDLK_DOWN);
            }
        }
    }
}

// The bug: for Cubilete, where every roll throws every die, the dice row said that scoring dice
// are set aside as the turn goes on.
TEST_CASE("house rules: the dice row's meaning follows the rules' rerolls", "[house]") {
    const app::test::InLanguage english(i18n::Language::English);
    const core::Rules cubilete = core::loadPreset("cubilete");
    const app::HouseRules house(cubilete);
    const auto meaning = app::houseOptionMeaning(*house.find("dice"), cubilete);
    REQUIRE(meaning.size() == 1);
    CHECK(meaning.front() == "A turn throws 3 dice, and every roll throws them all again.");
    const core::Rules greedRules = core::loadPreset("greed");
    const auto greedMeaning =
        app::houseOptionMeaning(*app::HouseRules(greedRules).find("dice"), greedRules);
    REQUIRE(greedMeaning.size() == 1);
    CHECK(greedMeaning.front().find("set aside") != std::string::npos);
}
