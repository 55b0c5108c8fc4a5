// A note that a file in the user's data folder changed. The desktop needs none: its files are on
// disk. A browser keeps the data folder in memory and copies it to its storage (IndexedDB) when
// the page's frame finds a note, so a move is kept even if the tab closes right after it; many
// notes in one frame make one copy. The file writers leave the note through their hook
// (core::setFileWrittenHook), which the browser build points here.
#pragma once

namespace greed::platform {

// Called after a file in the data folder was written whole (any thread).
void noteDataWritten();

// True once for any number of notes since the last call (then false until the next note).
bool takeDataWritten();

} // namespace greed::platform
