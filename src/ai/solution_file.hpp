// The frame of the solvers' cache files: an 8-byte magic, a body that opens with the rules'
// JSON, and the FNV-1a checksum of the body; with helpers to put and get plain values. Bodies
// are streamed (FramedWriter, FramedReader), never built or read whole in memory.
#pragma once

#include "core/rules.hpp"

#include <cstdint>
#include <istream>
#include <ostream>
#include <streambuf>
#include <string>
#include <vector>

namespace greed::ai::solution_file {

template <typename T> void put(std::ostream& out, const T& value) {
    out.write(reinterpret_cast<const char*>(&value), sizeof(T));
}
template <typename T> bool get(std::istream& in, T& value) {
    return static_cast<bool>(in.read(reinterpret_cast<char*>(&value), sizeof(T)));
}

// A count, then the elements as they lie in memory (plain values only).
template <typename T> void putVector(std::ostream& out, const std::vector<T>& v) {
    put(out, static_cast<std::uint64_t>(v.size()));
    out.write(reinterpret_cast<const char*>(v.data()),
              static_cast<std::streamsize>(v.size() * sizeof(T)));
}
// False unless the count is `expected` and every element could be read.
template <typename T> bool getVector(std::istream& in, std::vector<T>& v, std::uint64_t expected) {
    std::uint64_t n = 0;
    if (!get(in, n) || n != expected) {
        return false;
    }
    v.resize(static_cast<size_t>(n));
    return static_cast<bool>(
        in.read(reinterpret_cast<char*>(v.data()), static_cast<std::streamsize>(n * sizeof(T))));
}

// The rules' JSON, as the body's first field.
void putRules(std::ostream& body, const core::Rules& rules);
// Reads the rules' JSON and says whether it is that of `rules`.
bool sameRules(std::istream& body, const core::Rules& rules);

// Bytes of a file whose body is the rules' JSON (with its length) and `fields` bytes more:
// the magic and the checksum included. A cache file of any other size is not the one these
// rules make, which is known before a byte of it is read.
std::uint64_t framedBytes(const core::Rules& rules, std::uint64_t fields);
// Bytes putVector writes for `count` elements of T.
template <typename T> constexpr std::uint64_t vectorBytes(std::uint64_t count) {
    return sizeof(std::uint64_t) + count * sizeof(T);
}

// Where a framed body goes or comes from: the bytes pass straight through, their FNV-1a
// checksum kept on the way, so a body of hundreds of megabytes is never held or copied whole.
class ChecksumBuffer : public std::streambuf {
public:
    explicit ChecksumBuffer(std::ostream& file);             // writing
    ChecksumBuffer(std::istream& file, std::uint64_t bytes); // reading exactly `bytes`
    std::uint64_t sum() const { return m_sum; }
    // Reading: every byte of the body has been taken.
    bool drained() const { return m_left == 0 && gptr() == egptr(); }

protected:
    int_type overflow(int_type c) override;
    std::streamsize xsputn(const char* data, std::streamsize n) override;
    int_type underflow() override;

private:
    std::ostream* m_out = nullptr;
    std::istream* m_in = nullptr;
    std::uint64_t m_left = 0;
    std::uint64_t m_sum;
    std::vector<char> m_buffer;
};

// Writes the magic, then the body written to this stream, then (finish) its checksum.
class FramedWriter : public std::ostream {
public:
    FramedWriter(std::ostream& file, const char (&magic)[8]);
    void finish();

private:
    std::ostream& m_out;
    ChecksumBuffer m_buffer;
};

// Reads the magic, then a body of `bodyBytes` as this stream (it fails at once when the magic
// is wrong, and ends where the body does); finish() says whether the whole body was read and
// its checksum, the file's last bytes, matches.
class FramedReader : public std::istream {
public:
    FramedReader(std::istream& file, const char (&magic)[8], std::uint64_t bodyBytes);
    bool finish();

private:
    std::istream& m_in;
    ChecksumBuffer m_buffer;
};

// The body's size in a file of `fileBytes` (framedBytes) bytes.
constexpr std::uint64_t bodyBytes(std::uint64_t fileBytes) {
    return fileBytes - 8 - sizeof(std::uint64_t);
}

} // namespace greed::ai::solution_file
