// Greed's page, before the game starts (linked by cmake/Web.cmake with --pre-js):
// - where the game finds its files: /assets, /locale and the fonts come preloaded in greed.data;
// - the data folder /data/greed (saves, settings, the solution cache, greed.db) lives in the
//   browser's IndexedDB: read back before main() runs, written back by Module.greedSync (the
//   game calls it in the frame a file there was written, the page when it is hidden or
//   closed);
// - command-line options and environment from the address, for tests and benchmarks:
//   ?args=--bench-frames%20300&env=GREED_BENCH_CASE%3D1280x720%2F6
if (typeof document !== 'undefined') {
    const query = new URLSearchParams(location.search);
    const args = query.get('args');
    Module.arguments = args ? args.split(' ').filter((a) => a.length > 0) : [];
    Module.preRun = Module.preRun || [];
    Module.preRun.push(function () {
        ENV.GREED_ASSET_DIR = '/assets';
        ENV.GREED_LOCALE_DIR = '/locale';
        ENV.GREED_DATA_DIR = '/data/greed';
        for (const pair of query.getAll('env')) {
            const eq = pair.indexOf('=');
            if (eq > 0) {
                ENV[pair.slice(0, eq)] = pair.slice(eq + 1);
            }
        }
        FS.mkdir('/data');
        FS.mount(IDBFS, {}, '/data');
        addRunDependency('greed-data');
        FS.syncfs(true, function (error) {
            if (error) {
                console.warn('greed: the saved data could not be read back', error);
            }
            try {
                FS.mkdir('/data/greed');
            } catch (exists) {
                // kept from an earlier visit
            }
            removeRunDependency('greed-data');
        });
    });

    // Sound: SDL opens Web Audio with the game, and a browser lets it play only after the
    // first click or key (SDL resumes it then). The console says when it does; the browser
    // test reads Module.greedSound() and Module.greedSounds.
    Module.greedSound = function () {
        const context = Module.SDL2 && Module.SDL2.audioContext;
        return context ? context.state : 'none';
    };
    // The effects the game started (Audio::play tells the page), by name: how many times.
    Module.greedSounds = {};
    Module.greedPlayed = function (name) {
        Module.greedSounds[name] = (Module.greedSounds[name] || 0) + 1;
    };
    Module.postRun = Module.postRun || [];
    Module.postRun.push(function () {
        const context = Module.SDL2 && Module.SDL2.audioContext;
        if (!context) {
            console.log('greed: no sound (the browser has no Web Audio)');
            return;
        }
        console.log('greed: sound ' + context.state);
        context.addEventListener('statechange', () => console.log('greed: sound ' + context.state));
    });

    let syncing = false;
    let again = false;
    Module.greedSync = function () {
        if (syncing) {
            again = true;
            return;
        }
        syncing = true;
        FS.syncfs(false, function (error) {
            syncing = false;
            if (error) {
                console.warn('greed: the data could not be stored', error);
            }
            Module.greedSynced = (Module.greedSynced || 0) + 1;
            if (again) {
                again = false;
                Module.greedSync();
            }
        });
    };
    addEventListener('pagehide', () => Module.greedSync());
    document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'hidden') {
            Module.greedSync();
        }
    });
}
