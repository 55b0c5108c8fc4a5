// The solvers' cache file frame: the checksum covers the whole body, so a damaged or cut file
// is refused; the body streams through a checksumming buffer in 64 KiB pieces.
#include "ai/solution_file.hpp"

#include "core/fingerprint.hpp"
#include "core/rules_io.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstring>

namespace greed::ai::solution_file {

void putRules(std::ostream& body, const core::Rules& rules) {
    const std::string json = core::rulesIdentityJson(rules).dump();
    put(body, static_cast<std::uint64_t>(json.size()));
    body.write(json.data(), static_cast<std::streamsize>(json.size()));
}

bool sameRules(std::istream& body, const core::Rules& rules) {
    std::uint64_t size = 0;
    if (!get(body, size) || size > (1u << 24)) {
        return false;
    }
    std::string json(static_cast<size_t>(size), '\0');
    return body.read(json.data(), static_cast<std::streamsize>(size)) &&
           json == core::rulesIdentityJson(rules).dump();
}

std::uint64_t framedBytes(const core::Rules& rules, std::uint64_t fields) {
    const std::uint64_t json = core::rulesIdentityJson(rules).dump().size();
    return 8 + sizeof(std::uint64_t) + json + fields + sizeof(std::uint64_t);
}

namespace {
constexpr std::size_t kChunk = 64 * 1024;
} // namespace

ChecksumBuffer::ChecksumBuffer(std::ostream& file) : m_out(&file), m_sum(core::kFnvOffset) {}

ChecksumBuffer::ChecksumBuffer(std::istream& file, std::uint64_t bytes)
    : m_in(&file), m_left(bytes), m_sum(core::kFnvOffset), m_buffer(kChunk) {}

ChecksumBuffer::int_type ChecksumBuffer::overflow(int_type c) {
    if (traits_type::eq_int_type(c, traits_type::eof())) {
        return traits_type::not_eof(c);
    }
    const char byte = traits_type::to_char_type(c);
    return xsputn(&byte, 1) == 1 ? c : traits_type::eof();
}

std::streamsize ChecksumBuffer::xsputn(const char* data, std::streamsize n) {
    if (m_out == nullptr || !m_out->write(data, n)) {
        return 0;
    }
    m_sum = core::fnv1a64(std::string_view(data, static_cast<std::size_t>(n)), m_sum);
    return n;
}

ChecksumBuffer::int_type ChecksumBuffer::underflow() {
    if (gptr() < egptr()) {
        return traits_type::to_int_type(*gptr());
    }
    if (m_in == nullptr || m_left == 0) {
        return traits_type::eof();
    }
    const auto want = static_cast<std::streamsize>(std::min<std::uint64_t>(m_left, kChunk));
    m_in->read(m_buffer.data(), want);
    const std::streamsize got = m_in->gcount();
    if (got <= 0) {
        return traits_type::eof();
    }
    m_left -= static_cast<std::uint64_t>(got);
    m_sum = core::fnv1a64(std::string_view(m_buffer.data(), static_cast<std::size_t>(got)), m_sum);
    setg(m_buffer.data(), m_buffer.data(), m_buffer.data() + got);
    return traits_type::to_int_type(*gptr());
}

FramedWriter::FramedWriter(std::ostream& file, const char (&magic)[8])
    : std::ostream(nullptr), m_out(file), m_buffer(file) {
    rdbuf(&m_buffer);
    m_out.write(magic, sizeof(magic));
}

void FramedWriter::finish() {
    solution_file::put(m_out, m_buffer.sum());
}

FramedReader::FramedReader(std::istream& file, const char (&magic)[8], std::uint64_t bodyBytes)
    : std::istream(nullptr), m_in(file), m_buffer(file, bodyBytes) {
    rdbuf(&m_buffer);
    char read[sizeof(magic)];
    if (!file.read(read, sizeof(read)) || std::memcmp(read, magic, sizeof(magic)) != 0) {
        setstate(std::ios::failbit);
    }
}

bool FramedReader::finish() {
    std::uint64_t sum = 0;
    return !fail() && m_buffer.drained() && solution_file::get(m_in, sum) &&
           sum == m_buffer.sum() && m_in.peek() == std::char_traits<char>::eof();
}

} // namespace greed::ai::solution_file
