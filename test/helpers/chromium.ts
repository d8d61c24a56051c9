import { fileURLToPath } from 'node:url';

/**
 * How the tests start Debian's Chromium (never a downloaded browser; `CHROMIUM_PATH` names another):
 * through chromium.sh, which merges the --disable-features lists (Playwright's and these flags').
 */
export const CHROMIUM_EXECUTABLE = fileURLToPath(new URL('chromium.sh', import.meta.url));

/**
 * `WebUIOmniboxPopup` off: headless Chromium otherwise gives every browser context (a window) a
 * WebUI omnibox popup in a renderer of its own, which no test sees (bench/README.md, session 29).
 */
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-features=WebUIOmniboxPopup'];
