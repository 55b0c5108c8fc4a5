// ScriptRunner: plays a file of inputs into the App, one command at a time (see docs/game.md).
#pragma once

#include "app/frame_driver.hpp"

#include <filesystem>
#include <string>
#include <vector>

namespace greed::app {

class App;
struct Options;

class ScriptRunner : public FrameDriver {
public:
    struct Command {
        int line = 0;
        std::string verb;
        std::vector<std::string> args;
        std::vector<long> numbers; // numeric arguments, checked when loaded; times in frames
    };

    // Throws std::runtime_error naming the file and line of a malformed command.
    static ScriptRunner load(const std::filesystem::path& file);
    static ScriptRunner parse(const std::string& text, const std::string& source);

    // Runs commands until one has to wait; called once per frame before events are polled.
    void step(App& app) override;
    bool finished() const override { return m_pc >= m_commands.size() || !m_error.empty(); }
    const std::string& error() const override { return m_error; }

private:
    bool run(App& app, const Command& c); // false: wait and call again next frame
    void failAt(const Command& c, const std::string& what);

    std::vector<Command> m_commands;
    std::string m_source;
    std::size_t m_pc = 0;
    long m_waitFrames = -1;
    long m_untilFrames = -1;
    std::string m_error;
};

// Has `app` play the script its options name (--script), if any. Throws std::runtime_error for
// a malformed script, as ScriptRunner::load.
void driveByScript(App& app, const Options& options);

} // namespace greed::app
