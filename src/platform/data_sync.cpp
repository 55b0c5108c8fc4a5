// The data-written note: one flag, set by writers on any thread, taken by the page's frame.
#include "platform/data_sync.hpp"

#include <atomic>

namespace greed::platform {

namespace {
std::atomic<bool> g_written{false};
} // namespace

void noteDataWritten() {
    g_written.store(true, std::memory_order_release);
}

bool takeDataWritten() {
    return g_written.exchange(false, std::memory_order_acq_rel);
}

} // namespace greed::platform
