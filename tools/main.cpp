// greed-assets: draws every sprite and synthesises every sound of the game, deterministically.
#include "audio.hpp"
#include "contact_sheet.hpp"
#include "glyphs.hpp"
#include "sprites.hpp"

#include <cstdio>
#include <cstring>
#include <exception>
#include <filesystem>
#include <string>
#include <system_error>
#include <vector>

namespace {

constexpr int kExitUsage = 1;
constexpr int kExitWrite = 2;
constexpr int kExitFailure = 3;

void usage() {
    std::fprintf(stderr,
                 "usage: greed-assets --out DIR [--contact-sheet FILE.png] [--font FILE.ttf]\n"
                 "                    [--portraits FILE.json]\n"
                 "       greed-assets --contact-sheet FILE.png\n"
                 "       greed-assets --icons DIR\n"
                 "Writes DIR/sprites/*.png and DIR/sounds/*.wav; same bytes on every run.\n"
                 "--icons writes the desktop icons as DIR/NxN/apps/greed.png (hicolor).\n"
                 "--portraits: the portraits' data (default: tools/portraits.json).\n");
}

bool makeDirectory(const std::filesystem::path& dir) {
    std::error_code ec;
    std::filesystem::create_directories(dir, ec);
    if (ec || !std::filesystem::is_directory(dir)) {
        std::fprintf(stderr, "greed-assets: cannot create output directory %s: %s\n",
                     dir.string().c_str(), ec ? ec.message().c_str() : "not a directory");
        return false;
    }
    return true;
}

// Writes through a temporary file and renames it, so a game or a parallel build reading the
// asset directory never sees a half-written file.
template <typename Write>
bool writeAtomically(const std::filesystem::path& path, Write write, std::string& error) {
    std::filesystem::path temp = path;
    temp += ".tmp";
    if (!write(temp.string(), error)) {
        return false;
    }
    std::error_code ec;
    std::filesystem::rename(temp, path, ec);
    if (ec) {
        error = ec.message();
        return false;
    }
    return true;
}

// Writes sprites whose names may hold subfolders (icons) below `dir`.
bool writeSprites(const std::filesystem::path& dir, const std::vector<greed::tools::Sprite>& list) {
    std::string error;
    for (const greed::tools::Sprite& sprite : list) {
        const std::filesystem::path path = dir / sprite.name;
        if (!makeDirectory(path.parent_path())) {
            return false;
        }
        const auto save = [&sprite](const std::string& p, std::string& e) {
            return sprite.image.savePng(p, e);
        };
        if (!writeAtomically(path, save, error)) {
            std::fprintf(stderr, "greed-assets: cannot write %s: %s\n", path.string().c_str(),
                         error.c_str());
            return false;
        }
    }
    return true;
}

int run(int argc, char** argv) {
    std::string outDir;
    std::string iconDir;
    std::string sheetPath;
    std::string fontPath = greed::tools::kDefaultFontPath;
    std::string portraitsPath = GREED_PORTRAITS_FILE;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        auto value = [&](std::string& target) {
            if (i + 1 >= argc) {
                std::fprintf(stderr, "greed-assets: %s needs a value\n", arg.c_str());
                return false;
            }
            target = argv[++i];
            return true;
        };
        if (arg == "--out") {
            if (!value(outDir)) {
                return kExitUsage;
            }
        } else if (arg == "--icons") {
            if (!value(iconDir)) {
                return kExitUsage;
            }
        } else if (arg == "--contact-sheet") {
            if (!value(sheetPath)) {
                return kExitUsage;
            }
        } else if (arg == "--font") {
            if (!value(fontPath)) {
                return kExitUsage;
            }
        } else if (arg == "--portraits") {
            if (!value(portraitsPath)) {
                return kExitUsage;
            }
        } else if (arg == "--help" || arg == "-h") {
            usage();
            return 0;
        } else {
            std::fprintf(stderr, "greed-assets: unknown argument %s\n", arg.c_str());
            usage();
            return kExitUsage;
        }
    }
    if (outDir.empty() && sheetPath.empty() && iconDir.empty()) {
        usage();
        return kExitUsage;
    }

    const greed::tools::Font dieFont(fontPath, 160);
    if (!iconDir.empty()) {
        if (!writeSprites(iconDir, greed::tools::makeAppIcons(dieFont))) {
            return kExitWrite;
        }
        std::printf("greed-assets: wrote desktop icons to %s\n", iconDir.c_str());
        if (outDir.empty() && sheetPath.empty()) {
            return 0; // the icons alone: skip drawing every sprite
        }
    }
    const std::vector<greed::tools::Sprite> sprites =
        greed::tools::makeAllSprites(dieFont, portraitsPath);
    std::string error;
    if (!outDir.empty()) {
        const std::filesystem::path spriteDir = std::filesystem::path(outDir) / "sprites";
        const std::filesystem::path soundDir = std::filesystem::path(outDir) / "sounds";
        if (!makeDirectory(spriteDir) || !makeDirectory(soundDir)) {
            return kExitWrite;
        }
        if (!writeSprites(spriteDir, sprites)) {
            return kExitWrite;
        }
        for (const greed::tools::Sound& sound : greed::tools::makeAllSounds()) {
            const std::string path = (soundDir / sound.name).string();
            const auto save = [&sound](const std::string& p, std::string& e) {
                return greed::tools::writeWav(p, sound.samples, e);
            };
            if (!writeAtomically(path, save, error)) {
                std::fprintf(stderr, "greed-assets: cannot write %s: %s\n", path.c_str(),
                             error.c_str());
                return kExitWrite;
            }
        }
        std::printf("greed-assets: wrote %zu sprites to %s\n", sprites.size(),
                    spriteDir.string().c_str());
    }
    if (!sheetPath.empty()) {
        const greed::tools::Font labelFont(fontPath, 12);
        const greed::tools::Canvas sheet =
            greed::tools::makeContactSheet(sprites, labelFont, dieFont);
        if (!sheet.savePng(sheetPath, error)) {
            std::fprintf(stderr, "greed-assets: cannot write %s: %s\n", sheetPath.c_str(),
                         error.c_str());
            return kExitWrite;
        }
        std::printf("greed-assets: wrote contact sheet %s\n", sheetPath.c_str());
    }
    return 0;
}

} // namespace

int main(int argc, char** argv) {
    try {
        return run(argc, argv);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "greed-assets: %s\n", e.what());
        return kExitFailure;
    }
}
