// Options: CLI11 definitions, --size parsing and early validation of rules and players.
#include "app/options.hpp"

#include "core/rules_io.hpp"
#include "session/save_store.hpp"

#include <CLI/CLI.hpp>

#include <chrono>
#include <iostream>
#include <regex>

namespace greed::app {

bool windowSizeAllowed(long width, long height, std::string& error) {
    if (width >= kMinWindowWidth && height >= kMinWindowHeight && width <= kMaxWindowSide &&
        height <= kMaxWindowSide) {
        return true;
    }
    error = "must be from " + std::to_string(kMinWindowWidth) + "x" +
            std::to_string(kMinWindowHeight) + " to " + std::to_string(kMaxWindowSide) + "x" +
            std::to_string(kMaxWindowSide) + ", got " + std::to_string(width) + "x" +
            std::to_string(height);
    return false;
}

std::optional<int> parseOptions(int argc, char** argv, Options& out) {
    CLI::App cli{"Greed: the dice game of pushing your luck"};
    cli.name("greed");
    cli.set_version_flag("--version", std::string("greed ") + GREED_VERSION);
    std::uint64_t seed = 0;
    std::string size;
    auto* seedOpt = cli.add_option("--seed", seed, "Seed of the dice (a seed replays a game)");
    cli.add_option(
        "--rules", out.rules,
        "Rule set: a preset (greed, spec1989, zehntausend, cubilete, farkle) or a rule file");
    cli.add_option("--players", out.players,
                   "Players, e.g. 'Ann:human,Bot:threshold' (NAME[:human|computer|ID], as many "
                   "as the rule set allows); "
                   "starts straight into a game");
    auto* full = cli.add_flag("--fullscreen", out.fullscreen, "Start full-screen");
    auto* win = cli.add_flag("--windowed", out.windowed, "Start in a window (default)");
    full->excludes(win);
    cli.add_option("--size", size,
                   "Window size WxH from " + std::to_string(kMinWindowWidth) + "x" +
                       std::to_string(kMinWindowHeight) + " to " + std::to_string(kMaxWindowSide) +
                       "x" + std::to_string(kMaxWindowSide) +
                       ", e.g. 1920x1080 (default 1280x720)");
    cli.add_flag("--demo", out.demo, "Computer players only, plays to the results screen");
    cli.add_option("--script", out.script, "Inject the inputs of a script file (see docs/game.md)")
        ->check(CLI::ExistingFile);
    cli.add_option("--screenshot-dir", out.screenshotDir, "Where screenshots are written");
    cli.add_option("--screenshot-every", out.screenshotEvery,
                   "Save every Nth frame (needs --screenshot-dir)")
        ->check(CLI::PositiveNumber);
    cli.add_option("--frames", out.frames, "Stop after N frames")->check(CLI::PositiveNumber);
    cli.add_option("--bench-frames", out.benchFrames,
                   "Benchmark: render N table frames at 1280x720 and 1920x1080, print timings")
        ->check(CLI::PositiveNumber);
    std::string renderer;
    auto* rendererOpt = cli.add_option(
        "--renderer", renderer,
        "Renderer: opengl, opengles2 or software (default: the graphics card's, with vsync; "
        "software when there is none)");
    bool software = false;
    cli.add_flag("--software", software, "The software renderer (same as --renderer software)")
        ->excludes(rendererOpt);
    auto* resume = cli.add_flag("--resume", out.resume,
                                "Continue the match in progress saved in the data folder");
    auto* replay =
        cli.add_option("--replay", out.replay, "Watch a saved game (a .greed match file)")
            ->check(CLI::ExistingFile);
    resume->excludes(replay);
    auto* save = cli.add_flag("--save", out.forceSave,
                              "Record the match in the data folder even in scripted runs");
    auto* noSave = cli.add_flag("--no-save", out.noSave, "Do not record the match");
    save->excludes(noSave);
    noSave->excludes(resume);
    cli.add_option("--speed", out.speed, "Animation speed (0.5 to 3; default 1)")
        ->check(CLI::Range(0.1, 10.0));
    cli.add_option("--rejoin-seconds", out.rejoinSeconds,
                   "When hosting a table: how long a player who lost the connection keeps the "
                   "seat before a computer takes it (default 60)")
        ->check(CLI::Range(1.0, 3600.0));
    cli.add_option("--text-size", out.textSize,
                   "Text size in per cent: 100, 125 or 150 (default: Settings)")
        ->check(CLI::IsMember({100, 125, 150}));
    cli.add_flag("--reduced-motion", out.reducedMotion,
                 "No cup or screen shake, no confetti, dice land at once (default: Settings)");
    std::string language;
    cli.add_option("--language", language,
                   "Language of the game: en, es or de (default: Settings, else the "
                   "environment's LANGUAGE/LC_ALL/LC_MESSAGES/LANG)")
        ->check(CLI::IsMember({"en", "es", "de"}));
    try {
        cli.parse(argc, argv);
    } catch (const CLI::ParseError& e) {
        if (e.get_exit_code() == 0) {
            return cli.exit(e);
        }
        std::cerr << "greed: " << e.what() << " (see greed --help)\n";
        return 2;
    }
    if (software) {
        out.renderer = platform::RenderDriver::Software;
    } else if (*rendererOpt) {
        const auto driver = platform::renderDriverNamed(renderer);
        if (!driver) {
            std::cerr << "greed: --renderer wants opengl, opengles2 or software, got '" << renderer
                      << "'\n";
            return 2;
        }
        out.renderer = *driver;
    }
    if (!language.empty()) {
        out.language = i18n::parseLanguage(language);
    }
    if (!size.empty()) {
        std::smatch m;
        const std::regex pattern("^([0-9]{3,5})x([0-9]{3,5})$");
        if (!std::regex_match(size, m, pattern)) {
            std::cerr << "greed: --size wants WxH, e.g. 1280x720, got '" << size << "'\n";
            return 2;
        }
        out.width = std::stoi(m[1]);
        out.height = std::stoi(m[2]);
        std::string error;
        if (!windowSizeAllowed(out.width, out.height, error)) {
            std::cerr << "greed: --size " << error << "\n";
            return 2;
        }
    }
    if (!out.screenshotDir.empty() || out.screenshotEvery > 0) {
        if (out.screenshotDir.empty()) {
            std::cerr << "greed: --screenshot-every needs --screenshot-dir\n";
            return 2;
        }
    }
    if (*seedOpt) {
        out.seed = seed;
    }
    if ((out.resume || !out.replay.empty()) && (out.demo || !out.players.empty())) {
        std::cerr << "greed: --resume and --replay play a saved match: they take no --players "
                     "or --demo\n";
        return 2;
    }
    try {
        out.match.rulesSource = out.rules.empty() ? "greed" : out.rules;
        out.match.rules = core::resolveRules(out.match.rulesSource);
        if (!out.players.empty()) {
            out.match.seats = parsePlayersSpec(out.players, out.match.rules);
        }
    } catch (const session::SpecError& e) {
        std::cerr << "greed: --players: " << e.what() << "\n";
        return 2;
    } catch (const std::exception& e) {
        std::cerr << "greed: " << e.what() << "\n";
        return 2;
    }
    if (!out.replay.empty()) {
        try {
            auto record =
                std::make_shared<session::MatchRecord>(session::loadMatch(out.replay).record);
            out.match = record->setup;
            out.replayRecord = std::move(record);
        } catch (const std::exception& e) {
            std::cerr << "greed: cannot replay " << out.replay << ": " << e.what() << "\n";
            return 2;
        }
        return std::nullopt;
    }
    out.match.seed = out.seed ? *out.seed
                              : static_cast<std::uint64_t>(
                                    std::chrono::steady_clock::now().time_since_epoch().count()) %
                                    1000000;
    return std::nullopt;
}

} // namespace greed::app
