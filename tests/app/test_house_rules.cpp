// House rules: the options over a preset and the rule set they make, the player's rule files,
// and a house rule set built through the screen, saved, reloaded and played.
#include "app_harness.hpp"

#include "app/house/house_options.hpp"
#include "app/house/house_words.hpp"
#include "app/house/user_rules.hpp"
#include "app/services.hpp"
#include "app/ui/rules_text.hpp"
#include "core/rules_io.hpp"
#include "core/scoring.hpp"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <fstream>

using namespace greed;
using namespace greed::app;
using greed::app::test::buttonOf;
using greed::app::test::Harness;
using greed::app::test::TempDataDir;

namespace {

int scoreOf(const core::Rules& rules, const std::vector<core::Face>& roll) {
    return core::Scorer(rules).best(roll).points;
}

int valueOf(const HouseRules& house, const std::string& id) {
    const HouseOption* o = house.find(id);
    REQUIRE(o != nullptr);
    return o->value();
}

// Steps an option until it shows `value`; fails when it never does.
void setTo(HouseRules& house, const std::string& id, int value) {
    for (int i = 0; i < 20 && valueOf(house, id) != value; ++i) {
        house.step(id, 1);
    }
    REQUIRE(valueOf(house, id) == value);
}

} // namespace

TEST_CASE("house rules: untouched options give the preset back", "[house]") {
    for (const auto& preset : core::presetNames()) {
        INFO(preset);
        const core::Rules base = core::loadPreset(preset);
        const HouseRules house(base);
        CHECK(house.unchanged());
        CHECK(house.problem().empty());
        CHECK(house.rules() == base);
    }
}

TEST_CASE("house rules: each Farkle scoring choice changes what a roll scores", "[house]") {
    const core::Rules farkle = core::loadPreset("farkle");
    HouseRules house(farkle);
    CHECK(valueOf(house, "kinds") == static_cast<int>(KindsChoice::Fixed));
    CHECK(valueOf(house, "pairs") == 1500);
    CHECK(valueOf(house, "triples") == 2500);
    CHECK(valueOf(house, "straight") == 1500);

    SECTION("four of a kind and more: fixed, doubling, nothing extra") {
        CHECK(scoreOf(house.rules(), {2, 2, 2, 2}) == 1000);
        setTo(house, "kinds", static_cast<int>(KindsChoice::Doubling));
        CHECK(scoreOf(house.rules(), {2, 2, 2, 2}) == 400);
        CHECK(scoreOf(house.rules(), {2, 2, 2, 2, 2}) == 800);
        CHECK(scoreOf(house.rules(), {2, 2, 2, 2, 2, 2}) == 1600);
        setTo(house, "kinds", static_cast<int>(KindsChoice::None));
        CHECK(scoreOf(house.rules(), {2, 2, 2, 2}) == 200);
    }
    SECTION("three pairs 750, two triples off, straight 3000") {
        setTo(house, "pairs", 750);
        setTo(house, "triples", 0);
        setTo(house, "straight", 3000);
        const core::Rules r = house.rules();
        CHECK(house.problem().empty());
        CHECK_FALSE(house.unchanged());
        CHECK(scoreOf(r, {2, 2, 3, 3, 4, 4}) == 750);
        CHECK(scoreOf(r, {2, 2, 2, 3, 3, 3}) == 500); // two triples of their own
        CHECK(scoreOf(r, {1, 2, 3, 4, 5, 6}) == 3000);
        // The rule set's own word for a combination is kept.
        for (const auto& c : r.combos) {
            CHECK((c.name == "Straight" || c.name == "Three pairs"));
        }
        CHECK(r.summary.empty()); // the preset's one line no longer says what these are
    }
    SECTION("entry and bank minimum, target and end") {
        setTo(house, "entry", 1000);
        setTo(house, "bank", 350);
        setTo(house, "target", 5000);
        setTo(house, "end", static_cast<int>(core::EndPolicy::Immediate));
        const core::Rules r = house.rules();
        CHECK(r.entryRule == core::EntryRule::FirstBank);
        CHECK(r.entryMinimum == 1000);
        CHECK(r.bankMinimum == 350);
        CHECK(r.target == 5000);
        CHECK(r.endPolicy == core::EndPolicy::Immediate);
        setTo(house, "entry", 0);
        CHECK(house.rules().entryRule == core::EntryRule::None);
    }
}

TEST_CASE("house rules: fewer dice grey out what needs six and stay valid", "[house]") {
    HouseRules house(core::loadPreset("farkle"));
    setTo(house, "dice", 5);
    for (const char* id : {"pairs", "triples", "straight"}) {
        INFO(id);
        CHECK_FALSE(house.find(id)->enabled);
        CHECK(house.find(id)->diceNeeded == 6);
        CHECK(exampleRoll(house.find(id)->kind, house.rules()).empty());
    }
    CHECK(house.find("kinds")->enabled);
    CHECK(house.problem().empty());
    const core::Rules r = house.rules();
    CHECK(r.diceCount == 5);
    CHECK(r.combos.empty());
    for (const auto& k : r.kinds) {
        CHECK(k.count <= 5);
    }
    // A greyed option does not move.
    const int before = valueOf(house, "pairs");
    house.step("pairs", 1);
    CHECK(valueOf(house, "pairs") == before);
    // Back to six dice: the combinations come back as chosen.
    setTo(house, "dice", 6);
    CHECK(house.rules().combos.size() == 3);
}

TEST_CASE("house rules: an entry rule of its own is kept, a new one is a first bank", "[house]") {
    HouseRules spec(core::loadPreset("spec1989"));
    setTo(spec, "entry", 500);
    CHECK(spec.rules().entryRule == core::EntryRule::FirstRoll);
    HouseRules greedRules(core::loadPreset("greed"));
    CHECK(valueOf(greedRules, "kinds") == static_cast<int>(KindsChoice::None));
    setTo(greedRules, "kinds", static_cast<int>(KindsChoice::Fixed));
    CHECK(scoreOf(greedRules.rules(), {3, 3, 3, 3, 5}) == 1050);
}

TEST_CASE("house rules: changed lines name what was added and what went", "[house]") {
    HouseRules house(core::loadPreset("farkle"));
    setTo(house, "triples", 0);
    core::Rules base = house.base();
    base.summary.clear();
    const auto changes = changedLines(rulesText(base), rulesText(house.rules()));
    REQUIRE(changes.size() == 1);
    CHECK(changes[0].removed);
    CHECK(changes[0].text.find("2,500") != std::string::npos);
}

TEST_CASE("rule files: safe names, atomic save, reload, delete only our own", "[house]") {
    CHECK(ruleFileStem("Family Farkle!") == "family-farkle");
    CHECK(ruleFileStem("../../etc/passwd") == "etc-passwd");
    CHECK(ruleFileStem("Zehntausend für Oma") == "zehntausend-f-r-oma");
    CHECK(ruleFileStem("???") == "rules");
    CHECK(ruleFileStem(std::string(100, 'a')).size() == 40);

    TempDataDir data("house-files");
    const auto folder = data.path() / "rules";
    HouseRules house(core::loadPreset("farkle"));
    house.name = "Family Farkle";
    setTo(house, "pairs", 750);
    std::string error;
    const std::string path = saveUserRules(house.rules(), error, folder);
    REQUIRE(error.empty());
    CHECK(path == (folder / "family-farkle.json").string());
    CHECK_FALSE(std::filesystem::exists(path + ".tmp"));
    const core::Rules back = core::loadRulesFile(path);
    core::Rules want = house.rules();
    want.id = "family-farkle";
    CHECK(back == want);
    CHECK(userRuleFiles(folder) == std::vector<std::string>{path});
    CHECK(isUserRuleFile(path, folder));
    CHECK_FALSE(isUserRuleFile("farkle", folder));

    // A rule set that cannot be played is refused and nothing is written.
    core::Rules bad = want;
    bad.name = "Bad";
    bad.target = 0;
    CHECK(saveUserRules(bad, error, folder).empty());
    CHECK(error.find("target") != std::string::npos);
    CHECK_FALSE(std::filesystem::exists(folder / "bad.json"));

    // Never a file outside the folder.
    const auto outside = data.path() / "outside.json";
    std::ofstream(outside) << "{}";
    CHECK_FALSE(deleteUserRules(outside.string(), folder).empty());
    CHECK(std::filesystem::exists(outside));
    CHECK(deleteUserRules(path, folder).empty());
    CHECK_FALSE(std::filesystem::exists(path));
}

TEST_CASE("rule files: saving never replaces another rule set", "[house]") {
    TempDataDir data("house-no-overwrite");
    const auto folder = data.path() / "rules";
    std::filesystem::create_directories(folder);
    // The player's own family-night.json, written by hand.
    const auto mine = folder / "family-night.json";
    core::Rules own = core::loadPreset("greed");
    own.id = "family-night";
    own.name = "family night";
    own.target = 4000;
    std::ofstream(mine) << core::rulesToJson(own).dump(2);
    const core::Rules ownBefore = core::loadRulesFile(mine.string());

    HouseRules house(core::loadPreset("farkle"));
    house.name = "Family Night!";
    std::string error;
    const std::string saved = saveUserRules(house.rules(), error, folder);
    REQUIRE(error.empty());
    CHECK(saved == (folder / "family-night-2.json").string());
    CHECK(core::loadRulesFile(mine.string()) == ownBefore);
    CHECK(core::loadRulesFile(saved).id == "family-night-2");
    CHECK(core::loadRulesFile(saved).name == "Family Night!");

    // Editing a rule file replaces that file and only that one.
    house.name = "Family Night!";
    setTo(house, "pairs", 750);
    CHECK(saveUserRules(house.rules(), error, folder, saved) == saved);
    CHECK(core::loadRulesFile(saved).id == "family-night-2");
    CHECK(core::loadRulesFile(mine.string()) == ownBefore);

    // Renaming Alpha to Beta: Beta's file stays as it was.
    HouseRules alpha(core::loadPreset("greed"));
    alpha.name = "Alpha";
    const std::string alphaPath = saveUserRules(alpha.rules(), error, folder);
    HouseRules beta(core::loadPreset("zehntausend"));
    beta.name = "Beta";
    const std::string betaPath = saveUserRules(beta.rules(), error, folder);
    REQUIRE(betaPath == (folder / "beta.json").string());
    const core::Rules betaBefore = core::loadRulesFile(betaPath);
    alpha.name = "Beta";
    const std::string renamed = saveUserRules(alpha.rules(), error, folder, alphaPath);
    CHECK(renamed == (folder / "beta-2.json").string());
    CHECK(core::loadRulesFile(betaPath) == betaBefore);
    CHECK(userRuleFiles(folder).size() == 5); // alpha, beta, beta-2, both family nights
}

TEST_CASE("house rules screen: built, saved, chosen, reloaded, played and deleted", "[house]") {
    TempDataDir data("house-screen");
    Harness h;
    h.click("new");
    REQUIRE(h.scene() == "setup");
    for (int i = 0; i < 8 && h.app().services().match.rules.id != "farkle"; ++i) {
        h.key(SDLK_RIGHT); // the rule set's spinner has the focus
    }
    REQUIRE(h.app().services().match.rules.id == "farkle");
    h.click("house");
    REQUIRE(h.scene() == "house-rules");
    CHECK(buttonOf(h, "name").value == "Farkle (house)");
    CHECK(buttonOf(h, "pairs").value == "1,500");
    // Three pairs to 750 by mouse, the target down by keyboard.
    for (int i = 0; i < 10 && buttonOf(h, "pairs").value != "750"; ++i) {
        h.click("pairs");
    }
    REQUIRE(buttonOf(h, "pairs").value == "750");
    h.key(SDLK_UP); // from three pairs up to four of a kind ...
    h.key(SDLK_UP);
    h.key(SDLK_UP);
    h.key(SDLK_UP);
    h.key(SDLK_UP); // ... to the target
    h.key(SDLK_LEFT);
    CHECK(buttonOf(h, "target").value == "8,000");
    // A name of the player's own.
    h.click("name");
    for (int i = 0; i < 20; ++i) {
        h.key(SDLK_BACKSPACE);
    }
    h.text("Sunday Farkle");
    h.key(SDLK_RETURN);
    CHECK(buttonOf(h, "name").value == "Sunday Farkle");
    h.click("save");
    REQUIRE(h.scene() == "setup");

    const auto file = data.path() / "rules" / "sunday-farkle.json";
    REQUIRE(std::filesystem::exists(file));
    const core::Rules saved = core::loadRulesFile(file);
    CHECK(saved.name == "Sunday Farkle");
    CHECK(saved.target == 8000);
    CHECK(scoreOf(saved, {2, 2, 3, 3, 4, 4}) == 750);
    // Chosen in New game, shown by its name.
    CHECK(h.app().services().match.rulesSource == file.string());
    CHECK(h.app().services().match.rules.name == "Sunday Farkle");

    SECTION("played") {
        h.click("start");
        REQUIRE(h.scene() == "table");
        CHECK(h.app().services().match.rules == saved);
    }
    SECTION("renamed to the name of another rule set: that one is kept") {
        // Issue 38: renaming "Alpha" to "Beta" replaced Beta's file and deleted Alpha's.
        const auto other = data.path() / "rules" / "monday.json";
        core::Rules monday = core::loadPreset("greed");
        monday.id = "monday";
        monday.name = "Monday";
        std::ofstream(other) << core::rulesToJson(monday).dump(2);
        const core::Rules mondayBefore = core::loadRulesFile(other);
        h.click("house");
        REQUIRE(h.scene() == "house-rules");
        h.click("name");
        for (int i = 0; i < 20; ++i) {
            h.key(SDLK_BACKSPACE);
        }
        h.text("Monday");
        h.key(SDLK_RETURN);
        h.click("save");
        REQUIRE(h.scene() == "setup");
        CHECK(core::loadRulesFile(other) == mondayBefore);
        const auto renamed = data.path() / "rules" / "monday-2.json";
        REQUIRE(std::filesystem::exists(renamed));
        CHECK(core::loadRulesFile(renamed).target == 8000);
        CHECK_FALSE(std::filesystem::exists(file)); // the rule set the player renamed
        CHECK(h.app().services().match.rulesSource == renamed.string());
    }
    SECTION("opened again and deleted (a second press confirms)") {
        h.click("house");
        REQUIRE(h.scene() == "house-rules");
        CHECK(buttonOf(h, "name").value == "Sunday Farkle");
        CHECK(buttonOf(h, "target").value == "8,000");
        h.click("delete");
        REQUIRE(h.scene() == "house-rules");
        CHECK(std::filesystem::exists(file));
        h.click("delete");
        REQUIRE(h.scene() == "setup");
        CHECK_FALSE(std::filesystem::exists(file));
        CHECK(h.app().services().match.rulesSource == "greed");
        CHECK(h.app().services().match.rules.name == "Greed");
    }
}

TEST_CASE("house rules: busts in a row and four of a kind with a pair", "[house]") {
    HouseRules house(core::loadPreset("farkle"));
    CHECK(valueOf(house, "busts") == 0);
    CHECK(valueOf(house, "four-and-pair") == 0);
    CHECK(professorNote(house.rules()).empty()); // farkle itself is solved
    setTo(house, "busts", bustStreakValue(3, 1000));
    setTo(house, "four-and-pair", 1500);
    const core::Rules r = house.rules();
    CHECK(house.problem().empty());
    CHECK(r.bustStreak.count == 3);
    CHECK(r.bustStreak.penalty == 1000);
    CHECK(scoreOf(r, {2, 2, 2, 2, 3, 3}) == 1500);
    CHECK(scoreOf(house.base(), {2, 2, 2, 2, 3, 3}) == 1000);
    // Farkle with three busts in a row is too big to solve here: the screen says what the
    // Professor does instead, before the game starts.
    CHECK_FALSE(professorNote(r).empty());

    // A rule file that already has both shows them, and untouched gives itself back.
    const core::Rules example =
        core::loadRulesFile(core::assetDirectory() / "rules" / "examples" / "farkle-house.json");
    const HouseRules fromExample(example);
    CHECK(valueOf(fromExample, "busts") == bustStreakValue(3, 1000));
    CHECK(valueOf(fromExample, "four-and-pair") == 1500);
    CHECK(fromExample.rules() == example);
    CHECK(houseValueText(*fromExample.find("busts"), example) == "3 lose 1,000");
}

TEST_CASE("house rules: no busts-in-a-row penalty is said apart from a combination's Off",
          "[house][i18n]") {
    // The two rows' "Off" mean different things: a combination that scores nothing, and busts
    // in a row that cost nothing. Each has its own words (its own context in the catalogue).
    HouseRules house(core::loadPreset("farkle"));
    REQUIRE(valueOf(house, "busts") == 0);
    REQUIRE(valueOf(house, "four-and-pair") == 0);
    const struct {
        i18n::Language language;
        const char* noPenalty;
        const char* noScore;
    } cases[] = {{i18n::Language::Spanish, "Sin penalización", "No puntúa"},
                 {i18n::Language::German, "Keine Strafe", "Zählt nicht"}};
    for (const auto& c : cases) {
        test::InLanguage in(c.language);
        CHECK(houseValueText(*house.find("busts"), house.base()) == c.noPenalty);
        CHECK(houseValueText(*house.find("four-and-pair"), house.base()) == c.noScore);
    }
}
