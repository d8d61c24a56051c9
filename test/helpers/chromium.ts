import { fileURLToPath } from 'node:url';

/**
 * How the tests start Debian's Chromium (never a downloaded browser; `CHROMIUM_PATH` names another):
 * through chromium.sh, which merges the --disable-features lists (Playwright's and these flags').
 */
export const CHROMIUM_EXECUTABLE = fileURLToPath(new URL('chromium.sh', import.meta.url));

/**
 * `WebUIOmniboxPopup` off: headless Chromium otherwise gives every browser context (a window) a
 * WebUI omnibox popup in a renderer of its own, which no test sees (bench/README.md, session 29).
 * `RenderDocument` off: a page load in a kept page reuses its frame and compositor instead of making
 * them anew (with their tiles' shared images, destroyed in the GPU process) at every navigation;
 * Chromium 150 about 0.83× the CPU a load (bench/README.md, session 32). What a page can observe
 * (its document, its scripts' module map, storage) is new at each load either way.
 */
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-features=WebUIOmniboxPopup,RenderDocument'];
