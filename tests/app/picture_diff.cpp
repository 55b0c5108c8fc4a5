// Picture comparison for the renderer tests. The limits come from measurement: see kLimits.
#include "picture_diff.hpp"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <sstream>
#include <vector>

namespace greed::app::test {

namespace {

constexpr int kClearGap = 48; // a pixel "differs clearly" beyond this in one channel
constexpr int kBlock = 16;

// The limits, from the scripted moments of test_renderers_agree.cpp at 1280x720, software
// against OpenGL on Mesa llvmpipe 22.3.6 (Debian 12), measured on the drawing of 325f396:
// mean gap 0.46-1.2, pixels over 48 at most 0.55 % (the results screen's many small texts:
// the renderers anti-alias and filter scaled text differently), worst block 25-40 (the text of
// the results and the title, the seat badges' rings). One die painted over by the felt on one
// side gives a worst block of 224 (the die's ivory against the green): the block
// limit sits between, with room for the two renderers filtering turned and scaled dice
// differently, and the other two limits catch differences spread over the picture.
constexpr double kMaxMeanGap = 3.0;
constexpr double kMaxClearShare = 0.015;
constexpr double kMaxWorstBlock = 64.0;

int channelGap(const std::uint8_t* p, const std::uint8_t* q) {
    int gap = 0;
    for (int c = 0; c < 3; ++c) {
        gap = std::max(gap, std::abs(static_cast<int>(p[c]) - static_cast<int>(q[c])));
    }
    return gap;
}

} // namespace

bool PictureDiff::withinTolerance() const {
    return sameSize && meanGap <= kMaxMeanGap && clearShare <= kMaxClearShare &&
           worstBlock <= kMaxWorstBlock;
}

std::string PictureDiff::describe() const {
    std::ostringstream out;
    if (!sameSize) {
        return "the pictures differ in size";
    }
    out.precision(3);
    out << "mean channel gap " << meanGap << " (at most " << kMaxMeanGap << "), pixels over "
        << kClearGap << ": " << clearShare * 100 << " % (at most " << kMaxClearShare * 100
        << " %), worst " << kBlock << "x" << kBlock << " block " << worstBlock << " at " << worstX
        << "," << worstY << " (at most " << kMaxWorstBlock << ")";
    return out.str();
}

PictureDiff comparePictures(const SDL_Surface& a, const SDL_Surface& b) {
    PictureDiff d;
    if (a.w != b.w || a.h != b.h) {
        d.sameSize = false;
        return d;
    }
    const int blocksX = (a.w + kBlock - 1) / kBlock;
    const int blocksY = (a.h + kBlock - 1) / kBlock;
    std::vector<long> blockSum(static_cast<std::size_t>(blocksX) * blocksY, 0);
    long long sum = 0;
    long clear = 0;
    for (int y = 0; y < a.h; ++y) {
        const auto* rowA = static_cast<const std::uint8_t*>(a.pixels) + y * a.pitch;
        const auto* rowB = static_cast<const std::uint8_t*>(b.pixels) + y * b.pitch;
        for (int x = 0; x < a.w; ++x) {
            const std::uint8_t* p = rowA + x * 4;
            const std::uint8_t* q = rowB + x * 4;
            for (int c = 0; c < 3; ++c) {
                sum += std::abs(static_cast<int>(p[c]) - static_cast<int>(q[c]));
            }
            const int gap = channelGap(p, q);
            clear += gap > kClearGap ? 1 : 0;
            blockSum[static_cast<std::size_t>(y / kBlock * blocksX + x / kBlock)] += gap;
        }
    }
    const double pixels = static_cast<double>(a.w) * a.h;
    d.meanGap = static_cast<double>(sum) / (pixels * 3);
    d.clearShare = static_cast<double>(clear) / pixels;
    for (int by = 0; by < blocksY; ++by) {
        for (int bx = 0; bx < blocksX; ++bx) {
            const int w = std::min(kBlock, a.w - bx * kBlock);
            const int h = std::min(kBlock, a.h - by * kBlock);
            const double mean =
                static_cast<double>(blockSum[static_cast<std::size_t>(by * blocksX + bx)]) /
                (w * h);
            if (mean > d.worstBlock) {
                d.worstBlock = mean;
                d.worstX = bx * kBlock;
                d.worstY = by * kBlock;
            }
        }
    }
    return d;
}

} // namespace greed::app::test
