// FrameDriver: what steps the App from inside its loop, once a frame before events are polled
// (the script runner of --script, app/dev/script.hpp), so that the App knows none of them.
#pragma once

#include <string>

namespace greed::app {

class App;

class FrameDriver {
public:
    virtual ~FrameDriver() = default;
    // Acts on the App until it has to wait for a later frame.
    virtual void step(App& app) = 0;
    virtual bool finished() const = 0;
    // Why it stopped before its end (empty: it did not); the App then fails with it.
    virtual const std::string& error() const = 0;
};

} // namespace greed::app
