// Tests of platform/data_sync.hpp: a browser copies its data folder to storage in the frame a
// file there was written, once however many were written (the note is taken once).
#include "platform/data_sync.hpp"

#include <catch2/catch.hpp>

using greed::platform::noteDataWritten;
using greed::platform::takeDataWritten;

TEST_CASE("data sync: many notes are taken once", "[platform][data_sync]") {
    takeDataWritten(); // whatever came before
    CHECK_FALSE(takeDataWritten());
    noteDataWritten();
    noteDataWritten();
    CHECK(takeDataWritten());
    CHECK_FALSE(takeDataWritten());
}
