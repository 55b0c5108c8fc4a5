// The browser test of the web build (web/test/run.sh): Debian's headless Chromium, driven by
// Playwright, plays Greed from the built page with the keyboard. It fails (exit 1) when:
// the page does not reach the title, the canvas does not fill the window, a quick game does not
// start, a game saved in the browser's storage is not offered by Continue after a reload, the
// game does not reach the results, or the page reports an error. Then it runs the game's frame
// benchmark in the page and prints its figures. Screenshots: the folder given as argv[3].
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
        ],
    });
    return { context, profile };
}

async function main() {
    const { context, profile } = await browser('en-US');
    const page = context.pages()[0] || (await context.newPage());
    page.on('console', (m) => consoleLines.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));

    // The title, from a first visit (nothing stored yet).
    const t0 = Date.now();
    await page.goto(pageUrl());
    await page.waitForTimeout(300);
    await shot(page, '00-loading');
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

    // A short game: the greed preset with a target of 500, written into the stored data folder.
    await page.evaluate(() => {
        const rules = JSON.parse(Module.FS.readFile('/assets/rules/greed.json', { encoding: 'utf8' }));
        rules.target = 500;
        Module.FS.writeFile('/data/greed/short-test.json', JSON.stringify(rules));
    });
    await stored(page);
    const shortGame = pageUrl('--rules /data/greed/short-test.json --speed 3');
    await page.goto(shortGame);
    await waitScene(page, 'title', 120);
    await waitFrames(page, 10);
    await key(page, 'q', 500);
    await waitScene(page, 'table', 20);
    await page.waitForTimeout(1500);
    await shot(page, '02-table');

    // One human turn, then the page closes and opens again: Continue brings the game back.
    await turnStep(page);
    await shot(page, '03-banked');
    await page.waitForTimeout(1500);
    await stored(page);
    await page.goto(shortGame);
    await waitScene(page, 'title', 120);
    await waitFrames(page, 10);
    await shot(page, '04-title-continue');
    await key(page, 'c', 500);
    await waitScene(page, 'table', 20);
    console.log('Continue after a reload: the saved game is back');

    // Play on to the results.
    const deadline = Date.now() + 4 * 60 * 1000;
    let steps = 0;
    while ((await scene(page)) !== 'results') {
        if (Date.now() > deadline) {
            await shot(page, '99-no-results');
            const frames = await page.evaluate(() => Module.greedFrames);
            fail(`no results after ${steps} turn steps (${frames} frames drawn)`);
        }
        const now = await scene(page);
        if (now !== 'table') {
            await key(page, 'Escape', 400); // a menu or graph over the table
        }
        await turnStep(page);
        ++steps;
        if (steps === 3) {
            await shot(page, '05-playing');
        }
    }
    await page.waitForTimeout(2500);
    await shot(page, '06-results');
    console.log(`results after ${steps} turn steps`);

    // The statistics screen reads greed.db from the browser's storage.
    await key(page, 'Escape', 800);
    if ((await scene(page)) === 'title') {
        await key(page, 's', 1200);
        await shot(page, '07-stats');
    }

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

    const real = errors.filter((e) => !/unwind/.test(e));
    if (real.length > 0) {
        fail('the page reported errors: ' + real.join('; '));
    }
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });

    // The language follows the browser's: a German browser gets the German title.
    const german = await browser('de-DE');
    const dePage = german.context.pages()[0] || (await german.context.newPage());
    await dePage.goto(pageUrl());
    await waitScene(dePage, 'title', 120);
    await waitFrames(dePage, 30);
    await shot(dePage, '08-title-de');
    await german.context.close();
    fs.rmSync(german.profile, { recursive: true, force: true });
    console.log('web test passed');
}

main().catch((e) => fail(e.stack || String(e)));
