import { ConfigError, formatLocation } from '../../util/errors.js';
import type { PageSource } from '../pageSource.js';
import { standalonePages } from './standalonePages.js';

/**
 * The home page `/`: `content/index.md` (`src/pages/index.md` in Docusaurus's layout) in the page
 * layout, else the configured landing page, else a page that hands over to the docs' main page.
 */
export const homeSource: PageSource = {
  name: 'home',
  kinds: ['page', 'landing'],
  content: standalonePages('home'),
  leads: true,
  routes({ config, content, pages, mainDoc, configName }) {
    const home = pages[0];
    if (home && config.landing) {
      // Both would be `/`: one must go.
      const line = config.lines.lineOf(/landing['"]?\s*:/);
      throw new ConfigError(
        `${formatLocation(configName, line)}: both \`landing\` and ${home.displayPath} define the home page (/)\n    Hint: remove \`landing\` from ${configName} to show ${home.displayPath} at /, or remove ${home.displayPath} to show the landing page`,
      );
    }
    if (home) return [{ path: '/', kind: 'page', title: home.title, description: home.description || config.tagline, doc: home, origin: home.displayPath }];
    // Another source's page at `/` (a React src/pages/index.tsx) is the home page.
    if (Object.entries(content.sources).some(([name, others]) => name !== 'home' && others.some((page) => page.route === '/'))) return [];
    if (config.landing) return [{ path: '/', kind: 'landing', title: 'Home', description: config.tagline, origin: 'landing page (theme)' }];
    return [{ path: '/', kind: 'landing', title: mainDoc.title, description: config.tagline, redirect: mainDoc.route, origin: `home page (leads to ${mainDoc.route}: the config has no landing)` }];
  },
};
