// greed-cli: the headless tool over the rules core and the computer players.
#include "cli/commands.hpp"

#include "core/rules_io.hpp"
#include "core/save.hpp"

#include <iostream>

int main(int argc, char** argv) {
    CLI::App app{"greed-cli: rules, scores, odds and computer players of the Greed dice games",
                 "greed-cli"};
    app.set_version_flag("--version", std::string("greed-cli ") + GREED_VERSION);
    app.require_subcommand(1);
    greed::cli::addRulesCommand(app);
    greed::cli::addScoreCommand(app);
    greed::cli::addOddsCommand(app);
    greed::cli::addAiCommands(app);
    greed::cli::addMatchCommand(app);
    greed::cli::addStatsCommand(app);
    try {
        app.parse(argc, argv);
    } catch (const CLI::CallForHelp& e) {
        return app.exit(e);
    } catch (const CLI::CallForAllHelp& e) {
        return app.exit(e);
    } catch (const CLI::CallForVersion& e) {
        return app.exit(e);
    } catch (const CLI::ParseError& e) {
        std::cerr << "greed-cli: " << e.what() << " (see greed-cli --help)\n";
        return 2;
    } catch (const greed::cli::UsageError& e) {
        std::cerr << "greed-cli: " << e.what() << "\n";
        return 2;
    } catch (const greed::core::RulesError& e) {
        std::cerr << "greed-cli: " << e.what() << "\n";
        return 2;
    } catch (const greed::core::SaveError& e) {
        std::cerr << "greed-cli: " << e.what() << "\n";
        return 2;
    } catch (const std::exception& e) {
        std::cerr << "greed-cli: error: " << e.what() << "\n";
        return 1;
    }
    return 0;
}
