// The browser test of the web build (web/test/run.sh): Debian's headless Chromium, driven by
// Playwright, plays Greed from the built page with the keyboard. It fails (exit 1) when:
// the page does not reach the title, the canvas does not fill the window, a quick game does not
// start, the data folder is written back to the browser's storage with nothing written or not
// after a move, a move made right before a reload is not in the game Continue brings back, the
// game does not reach the results, sound does not start after the first click or the roll, bank
// and bust effects are not heard in the page's audio output (silence), F11 or the
// title's button does not make the page full screen, a game of any preset rule set with the
// Professor does not go on (or the page stops answering while the Professor's solve runs), or
// the page reports an error. Then it runs the game's frame benchmark in the page and prints its
// figures. Screenshots: the folder given as argv[3].
// GREED_WEB_PARTS (comma-separated: continue, sound, fullscreen, presets, bench, german; all
// by default) picks parts; GREED_WEB_REPEAT=N plays the Continue game N times (seeds 1..N).
'use strict';
const { chromium } = require('playwright-core');
const fs = require('fs');
const os = require('os');
const path = require('path');

const url = process.argv[2];
const shots = process.argv[3];
const consoleLines = [];
const errors = [];

function fail(message) {
    console.error('web test FAILED: ' + message);
    console.error('last console lines:\n  ' + consoleLines.slice(-15).join('\n  '));
    process.exit(1);
}

function pageUrl(args, env) {
    const q = new URLSearchParams();
    if (args) {
        q.set('args', args);
    }
    for (const e of env || []) {
        q.append('env', e);
    }
    const s = q.toString();
    return s ? url + '?' + s : url;
}

async function shot(page, name) {
    const file = path.join(shots, name + '.png');
    await page.screenshot({ path: file });
    console.log('screenshot ' + file);
}

async function scene(page) {
    return page.evaluate(() => (window.Module ? Module.greedScene || '' : ''));
}

async function waitScene(page, name, seconds) {
    try {
        await page.waitForFunction((n) => window.Module && Module.greedScene === n, name, {
            timeout: seconds * 1000,
            polling: 100,
        });
    } catch (e) {
        fail(`the ${name} screen did not come within ${seconds} s (now: '${await scene(page)}')`);
    }
}

// Frames drawn since the page started; waits for `count` more (the game is running, not stuck).
async function waitFrames(page, count) {
    const start = await page.evaluate(() => Module.greedFrames || 0);
    await page.waitForFunction((n) => (Module.greedFrames || 0) >= n, start + count, {
        timeout: 60000,
        polling: 50,
    });
}

// Writes the data folder back to IndexedDB and waits until it is stored.
async function stored(page) {
    await page.evaluate(
        () =>
            new Promise((resolve) => {
                const before = Module.greedSynced || 0;
                Module.greedSync();
                const check = () =>
                    (Module.greedSynced || 0) > before ? resolve() : setTimeout(check, 50);
                check();
            })
    );
}

async function key(page, k, waitMs) {
    await page.keyboard.press(k);
    await page.waitForTimeout(waitMs);
}

// One step of a human turn by the keyboard: roll, keep the best scoring dice, bank.
async function turnStep(page) {
    await key(page, 'Space', 900);
    await key(page, 's', 300);
    await key(page, 'b', 900);
}

// Debian's Chromium, headless, with a fresh profile (flags: /work/.library/env/machines/cpp.md).
async function browser(locale) {
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'greed-chromium-'));
    const context = await chromium.launchPersistentContext(profile, {
        executablePath: '/usr/bin/chromium',
        headless: true,
        viewport: { width: 1280, height: 720 },
        locale,
        args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--lang=' + locale,
            // As a browser with a window: sound only after a person's click or key. (Headless
            // Chromium lets Web Audio play from the start with 'user-gesture-required'; this
            // policy keeps an AudioContext suspended until the page has had a gesture.)
            '--autoplay-policy=document-user-activation-required',
        ],
    });
    return { context, profile };
}

const parts = (process.env.GREED_WEB_PARTS || 'continue,sound,fullscreen,presets,bench,german').split(',');
const repeat = Number(process.env.GREED_WEB_REPEAT || 1);
const kSave = '/data/greed/saves/current.greed';

async function synced(page) {
    return page.evaluate(() => Module.greedSynced || 0);
}

// Lines of the current match file in the page's data folder (0 when there is none).
async function saveLines(page) {
    return page.evaluate((file) => {
        try {
            return Module.FS.readFile(file, { encoding: 'utf8' }).split('\n').filter((l) => l).length;
        } catch (e) {
            return 0;
        }
    }, kSave);
}

// Lines of the current match file as stored in the browser's IndexedDB (IDBFS: database
// '/data', store 'FILE_DATA', keyed by path), read directly, not through the game.
async function storedLines(page) {
    return page.evaluate(
        (file) =>
            new Promise((resolve) => {
                const open = indexedDB.open('/data');
                open.onerror = () => resolve(-1);
                open.onsuccess = () => {
                    const db = open.result;
                    const get = db.transaction(['FILE_DATA'], 'readonly').objectStore('FILE_DATA').get(file);
                    get.onerror = () => resolve(-1);
                    get.onsuccess = () => {
                        const entry = get.result;
                        db.close();
                        if (!entry || !entry.contents) {
                            resolve(0);
                            return;
                        }
                        const text = new TextDecoder().decode(entry.contents);
                        resolve(text.split('\n').filter((l) => l).length);
                    };
                };
            }),
        kSave
    );
}

// Waits until the browser's storage holds at least `lines` lines of the match file, written
// back by the game itself (the test asks for no sync); ten seconds at most.
async function waitStored(page, lines, what) {
    const deadline = Date.now() + 10000;
    let have = 0;
    while ((have = await storedLines(page)) < lines) {
        if (Date.now() > deadline) {
            fail(`${what} was not written back to the browser's storage (${have} of ${lines} lines)`);
        }
        await page.waitForTimeout(20);
    }
}

// Whether the game played at this screen is over or its results are up.
async function over(page) {
    return page.evaluate(
        () => Module.greedScene === 'results' || (Module.greedMatch !== null && Module.greedMatch.phase === 5)
    );
}

// Plays the table on with the keyboard until the results (each key only while the game is not
// over, so no key passes the results by); fails with a screenshot and what the game waits
// for when they do not come within four minutes.
async function playToResults(page, run) {
    const deadline = Date.now() + 4 * 60 * 1000;
    let steps = 0;
    const keys = [
        ['Space', 900],
        ['s', 300],
        ['b', 900],
    ];
    while (!(await over(page))) {
        if (Date.now() > deadline) {
            await shot(page, `99-no-results-${run}`);
            const state = await page.evaluate(() =>
                JSON.stringify({ frames: Module.greedFrames, scene: Module.greedScene, match: Module.greedMatch })
            );
            fail(`game ${run}: no results after ${steps} turn steps (${state})`);
        }
        if ((await scene(page)) !== 'table') {
            await key(page, 'Escape', 400); // a menu or graph over the table
            continue;
        }
        const [k, wait] = keys[steps % keys.length];
        await key(page, k, wait);
        ++steps;
        if (steps === 9 && run === 1) {
            await shot(page, '05-playing');
        }
    }
    await waitScene(page, 'results', 30);
    return Math.ceil(steps / 3);
}

// A short game (greed to 500, seeded) against the computer: one human turn, the page reloaded
// as soon as the game wrote that move back, Continue, then on to the results.
async function continueGame(page, run) {
    await page.evaluate(() => {
        const rules = JSON.parse(Module.FS.readFile('/assets/rules/greed.json', { encoding: 'utf8' }));
        rules.target = 500;
        Module.FS.writeFile('/data/greed/short-test.json', JSON.stringify(rules));
    });
    await stored(page);
    const shortGame = pageUrl(`--rules /data/greed/short-test.json --speed 3 --seed ${run}`);
    await page.goto(shortGame);
    await waitScene(page, 'title', 120);
    await waitFrames(page, 30);
    // Nothing written, nothing copied: the data folder is written back only after a write.
    const idle = await synced(page);
    await waitFrames(page, 120);
    if ((await synced(page)) !== idle) {
        fail('the data folder was written back to the browser storage with nothing written');
    }
    await key(page, 'q', 500);
    await waitScene(page, 'table', 20);
    await page.waitForTimeout(1500);
    if (run === 1) {
        await shot(page, '02-table');
    }

    // One human turn; the page reloads as soon as the browser's storage holds every move made
    // so far (written back by the game itself, the test asks for no sync): Continue brings the
    // game back with them.
    const movesBefore = await page.evaluate(() => Module.greedMatch.moves);
    await key(page, 'Space', 900);
    await key(page, 's', 300);
    await key(page, 'b', 300);
    const made = await page.evaluate(() => Module.greedMatch.moves);
    if (made <= movesBefore) {
        fail(`game ${run}: the keys made no move (${made} moves)`);
    }
    const kept = made + 1; // the header line and one line a move
    await waitStored(page, kept, `game ${run}: move ${made}`);
    if (run === 1) {
        await shot(page, '03-banked');
    }
    await page.goto(shortGame);
    await waitScene(page, 'title', 120);
    await waitFrames(page, 10);
    const restored = await saveLines(page);
    if (restored < kept) {
        fail(`the reload lost moves: ${kept} lines in the match file before it, ${restored} after`);
    }
    if (run === 1) {
        await shot(page, '04-title-continue');
    }
    await key(page, 'c', 500);
    await waitScene(page, 'table', 20);
    const resumed = await page.evaluate(() => Module.greedMatch && Module.greedMatch.moves);
    // (At least: a computer player may have moved on by the time the test reads it.)
    if (resumed < restored - 1) {
        fail(`Continue brought back ${resumed} moves, the stored match file holds ${restored - 1}`);
    }
    console.log(
        `game ${run}: ${made} moves made, the last right before the reload; ${restored - 1} stored, ` +
            `Continue brought back ${resumed}`
    );

    const steps = await playToResults(page, run);
    await page.waitForTimeout(2500);
    if (run === 1) {
        await shot(page, '06-results');
    }
    console.log(`game ${run}: results after ${steps} turn steps`);
}

// What the game sends to Web Audio. SDL's output is a ScriptProcessor node whose
// onaudioprocess handler fills each buffer from the mixer; the meter wraps that handler and reads
// every buffer once filled: it counts the buffers (the audio graph runs) and those holding sound,
// and an effect the game started (Module.greedPlayed, called by Audio::play) counts as heard when
// one of the next ten buffers (about 0.2 s) holds sound. Fails when SDL opened no audio device.
async function listen(page) {
    const open = await page.evaluate(() => {
        const node = Module.SDL2 && Module.SDL2.audio && Module.SDL2.audio.scriptProcessorNode;
        if (!node || !Module.greedPlayed) {
            return false;
        }
        const meter = { buffers: 0, loud: 0, started: {}, heard: {} };
        window.greedMeter = meter;
        const fill = node.onaudioprocess;
        node.onaudioprocess = (e) => {
            fill(e);
            ++meter.buffers;
            let peak = 0;
            for (let c = 0; c < e.outputBuffer.numberOfChannels; ++c) {
                for (const v of e.outputBuffer.getChannelData(c)) {
                    peak = Math.max(peak, Math.abs(v));
                }
            }
            if (peak < 1e-3) {
                return;
            }
            ++meter.loud;
            for (const [name, at] of Object.entries(meter.started)) {
                if (meter.buffers - at <= 10) {
                    meter.heard[name] = true;
                }
            }
        };
        const played = Module.greedPlayed;
        Module.greedPlayed = (name) => {
            played(name);
            meter.started[name] = meter.buffers;
        };
        return true;
    });
    if (!open) {
        fail('the game has no sound: SDL opened no audio device in the page');
    }
}

async function meter(page) {
    return page.evaluate(() => ({
        buffers: window.greedMeter.buffers,
        loud: window.greedMeter.loud,
        heard: window.greedMeter.heard,
        started: Module.greedSounds,
        state: Module.greedSound(),
    }));
}

// Sound starts after the first click (browsers' autoplay rule): the page's audio context is
// suspended before it and runs after it, and the console says so; then the game's output is
// filled buffer after buffer, with silence while the game plays no effect (the meter reads
// sound only when there is some).
async function soundAfterClick(page, firstSound) {
    if (firstSound !== 'greed: sound suspended') {
        fail(`the page said '${firstSound}' when the game opened its sound (the autoplay rule keeps it suspended)`);
    }
    await listen(page);
    const before = await page.evaluate(() => Module.greedSound());
    if (before !== 'suspended') {
        fail(`the audio context is '${before}' before any click (the browser's autoplay rule keeps it suspended)`);
    }
    await page.mouse.click(640, 40);
    try {
        await page.waitForFunction(() => Module.greedSound() === 'running', null, { timeout: 5000 });
    } catch (e) {
        fail(`sound did not start after a click (audio ${await page.evaluate(() => Module.greedSound())})`);
    }
    const said = consoleLines.filter((l) => l.startsWith('greed: sound'));
    console.log(`sound: ${before} before the first click, running after (console: ${said.join(', ')})`);
    if (!said.includes('greed: sound running')) {
        fail('the console did not say the sound started');
    }
    const start = await meter(page);
    await page.waitForTimeout(1000);
    const quiet = await meter(page);
    if (quiet.buffers - start.buffers < 10) {
        fail(`the audio context runs but the game's output was not filled (${quiet.buffers - start.buffers} buffers in 1 s)`);
    }
    if (Object.keys(quiet.started).length === 0 && quiet.loud > 0) {
        fail(`sound in ${quiet.loud} buffers while the game started no effect`);
    }
    console.log(`sound: ${quiet.buffers - start.buffers} buffers filled in 1 s on the title, silent`);
}

// The table's effects reach Web Audio as sound: a game against a reckless computer player
// (it rolls on until it busts or banks), played with the keyboard (roll, keep the best, roll
// on, keep, bank) until the game has started the roll, bank and bust effects and each was
// heard in the page's output; three minutes at most.
async function soundEffects(page) {
    const wanted = ['roll', 'bank', 'bust'];
    await page.goto(pageUrl('--rules greed --players You,Rex:reckless --speed 3 --seed 5'));
    await waitScene(page, 'table', 120);
    await listen(page);
    const keys = ['Space', 's', 'Space', 's', 'b'];
    const deadline = Date.now() + 3 * 60 * 1000;
    let m = await meter(page);
    for (let step = 0; !wanted.every((n) => m.heard[n]); ++step) {
        if (Date.now() > deadline) {
            await shot(page, '99-no-sound');
            fail(`effects not heard in 3 minutes: ${JSON.stringify(m)}`);
        }
        if ((await scene(page)) !== 'table') {
            await key(page, 'Escape', 400);
        } else {
            await key(page, keys[step % keys.length], 700);
        }
        m = await meter(page);
    }
    const counts = wanted.map((n) => `${n} ${m.started[n]}x`).join(', ');
    console.log(`sound: ${counts} started, each heard; ${m.loud} of ${m.buffers} buffers held sound`);
    // Back to a quiet title: the game played on here (the computer's moves written as they come)
    // and a write-back of the data folder under it can fail (see docs/web.md).
    await page.goto(pageUrl());
    await waitScene(page, 'title', 120);
}

// The first line the page prints about its sound (web/pre.js, once the game has started).
async function soundLine(seconds) {
    const deadline = Date.now() + seconds * 1000;
    let line;
    while (!(line = consoleLines.find((l) => l.startsWith('greed: sound') || l.startsWith('greed: no sound')))) {
        if (Date.now() > deadline) {
            fail(`the page said nothing about its sound within ${seconds} s`);
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return line;
}

async function fullscreenOn(page) {
    return page.evaluate(() => document.fullscreenElement !== null);
}

async function waitFullscreen(page, on, how) {
    try {
        await page.waitForFunction((want) => (document.fullscreenElement !== null) === want, on, {
            timeout: 5000,
        });
    } catch (e) {
        fail(`${how} did not ${on ? 'make the page full screen' : 'leave full screen'}`);
    }
}

// F11 and the title's full-screen button ask the browser for full screen (inside the key or
// click handler, as browsers require).
async function fullscreen(page) {
    if (await fullscreenOn(page)) {
        fail('the page starts full screen');
    }
    await page.keyboard.press('F11');
    await waitFullscreen(page, true, 'F11');
    await waitFrames(page, 10);
    await shot(page, '09-fullscreen');
    await page.keyboard.press('F11');
    await waitFullscreen(page, false, 'F11 again');
    await waitFrames(page, 10);
    const button = await page.evaluate(() => Module.greedButtons && Module.greedButtons.fullscreen);
    if (!button) {
        fail('the title has no full-screen button');
    }
    await page.mouse.click(button[0] + button[2] / 2, button[1] + button[3] / 2);
    await waitFullscreen(page, true, "the title's full-screen button");
    await page.keyboard.press('F11');
    await waitFullscreen(page, false, 'F11 after the button');
    console.log("full screen: F11 and the title's button make the page full screen, F11 leaves it");
}

// Every preset with the Professor at the table: the solve runs in a worker while the game goes
// on (moves are made, the page answers every animation frame), the hint line shows progress.
async function presets(page) {
    const names = await page.evaluate(() =>
        Module.FS.readdir('/assets/rules')
            .filter((f) => f.endsWith('.json'))
            .map((f) => f.slice(0, -5))
    );
    if (names.length < 5) {
        fail(`only ${names.length} preset rule sets in the page: ${names.join(', ')}`);
    }
    for (const name of names) {
        await page.goto(pageUrl(`--rules ${name} --players You,Prof:professor --speed 3 --seed 3`));
        await waitScene(page, 'table', 120);
        // The longest gap between two animation frames while the game goes on.
        await page.evaluate(() => {
            window.greedGap = 0;
            let last = performance.now();
            const tick = (t) => {
                window.greedGap = Math.max(window.greedGap, t - last);
                last = t;
                requestAnimationFrame(tick);
            };
            requestAnimationFrame(tick);
        });
        const moves0 = await page.evaluate(() => Module.greedMatch.moves);
        for (let i = 0; i < 4; ++i) {
            if ((await scene(page)) !== 'table') {
                await key(page, 'Escape', 400);
            }
            await turnStep(page);
            if (i === 0) {
                await shot(page, `10-${name}`);
            }
        }
        await page.waitForTimeout(1500);
        const state = await page.evaluate(() => ({ match: Module.greedMatch, gap: window.greedGap }));
        await shot(page, `11-${name}-on`);
        if (!state.match || state.match.moves <= moves0 + 2) {
            fail(`${name}: the game did not go on (${JSON.stringify(state.match)})`);
        }
        console.log(
            `${name}: ${state.match.moves} moves with the Professor, longest gap between frames ` +
                `${Math.round(state.gap)} ms`
        );
        if (state.gap > 1500) {
            fail(`${name}: the page stopped answering for ${Math.round(state.gap)} ms`);
        }
    }
}

async function main() {
    const { context, profile } = await browser('en-US');
    const page = context.pages()[0] || (await context.newPage());
    page.on('console', (m) => consoleLines.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));

    // The title, from a first visit (nothing stored yet).
    const t0 = Date.now();
    await page.goto(pageUrl());
    // Nothing the test does may reach the page before the game has opened its audio device:
    // Playwright runs page.evaluate and screenshots as a person's gesture, and a gesture lets
    // the page play sound (which hid the autoplay rule from an earlier version of this test).
    // (So the loading screen is photographed in the German browser below.)
    const firstSound = await soundLine(180);
    await waitScene(page, 'title', 180);
    console.log(`title after ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    await waitFrames(page, 30);
    const canvas = await page.evaluate(() => {
        const c = Module.canvas;
        return { w: c.clientWidth, h: c.clientHeight, cover: document.getElementById('cover').className };
    });
    if (canvas.w !== 1280 || canvas.h !== 720) {
        fail(`the canvas is ${canvas.w}x${canvas.h}, not the window's 1280x720`);
    }
    if (canvas.cover !== 'gone') {
        fail('the loading screen still covers the game');
    }
    await shot(page, '01-title');
    if (parts.includes('sound')) {
        await soundAfterClick(page, firstSound);
    }
    if (parts.includes('fullscreen')) {
        await fullscreen(page);
    }
    if (parts.includes('sound')) {
        await soundEffects(page);
    }
    if (parts.includes('continue')) {
        for (let run = 1; run <= repeat; ++run) {
            await continueGame(page, run);
        }
        // The statistics screen reads greed.db from the browser's storage.
        await key(page, 'Escape', 800);
        if ((await scene(page)) === 'title') {
            await key(page, 's', 1200);
            await shot(page, '07-stats');
        }
    }
    if (parts.includes('presets')) {
        await presets(page);
    }

    if (parts.includes('bench')) {
        // The game's own frame benchmark, in the page (a throw of six dice at 1280x720).
        consoleLines.length = 0;
        await page.goto(
            pageUrl('--bench-frames 360', ['GREED_BENCH_CASE=1280x720/6', 'GREED_BENCH_PACED=1'])
        );
        const benchDeadline = Date.now() + 5 * 60 * 1000;
        let line;
        while (!(line = consoleLines.find((l) => l.includes('tumbling wall p99')))) {
            if (Date.now() > benchDeadline) {
                fail('the frame benchmark printed no result');
            }
            await page.waitForTimeout(500);
        }
        console.log('frame benchmark in Chromium: ' + line);
        const first = consoleLines.find((l) => l.startsWith('time to first frame'));
        if (first) {
            console.log(first);
        }
    }

    const real = errors.filter((e) => !/unwind/.test(e));
    if (real.length > 0) {
        fail('the page reported errors: ' + real.join('; '));
    }
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });

    if (parts.includes('german')) {
        // The language follows the browser's: a German browser gets the German title.
        const german = await browser('de-DE');
        const dePage = german.context.pages()[0] || (await german.context.newPage());
        await dePage.goto(pageUrl());
        await dePage.waitForTimeout(300);
        await shot(dePage, '00-loading-de');
        await waitScene(dePage, 'title', 120);
        await waitFrames(dePage, 30);
        await shot(dePage, '08-title-de');
        await german.context.close();
        fs.rmSync(german.profile, { recursive: true, force: true });
    }
    console.log('web test passed');
}

main().catch((e) => fail(e.stack || String(e)));
