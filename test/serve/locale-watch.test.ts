import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, type RunningServer } from '../../src/serve/serve.js';
import { eventually } from '../helpers/pageSteps.js';
import { copyDocusaurusSite } from '../helpers/siteCopy.js';

const fixture = path.resolve(import.meta.dirname, '../fixtures/sites/docusaurus-i18n');
let dir: string;
let server: RunningServer;

beforeAll(async () => {
  dir = await copyDocusaurusSite(fixture, 'docsgen-locale-watch-');
  server = await serve({ config: path.join(dir, 'docusaurus.config.ts'), port: 0, host: '127.0.0.1', watch: true, locale: 'fr' });
});

afterAll(async () => {
  await server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const get = (sitePath: string) => fetch(`${server.url}${sitePath}`).then(async (response) => ({ status: response.status, text: await response.text() }));

describe('serve --watch --locale fr, as docusaurus start --locale fr', () => {
  it('serves the French site under /fr/ (one locale at a time: not the English one)', async () => {
    const intro = await get('/fr/docs/intro');
    expect(intro.status).toBe(200);
    expect(intro.text).toContain('<html lang="fr"');
    expect(intro.text).toContain('Le thé pousse sur les collines');
    expect((await get('/docs/intro')).status).toBe(404);
  });

  it("rebuilds the French page when its translation, or the locale's code.json, changes", async () => {
    const file = path.join(dir, 'i18n/fr/docusaurus-plugin-content-docs/current/intro.md');
    await writeFile(file, (await readFile(file, 'utf8')).replace('Le thé pousse sur les collines', 'Le thé pousse en montagne'));
    await eventually(async () => (await get('/fr/docs/intro')).text).toContain('Le thé pousse en montagne');
    const code = path.join(dir, 'i18n/fr/code.json');
    await writeFile(code, (await readFile(code, 'utf8')).replace('Bienvenue au jardin', 'Bienvenue chez nous'));
    await eventually(async () => (await get('/fr/greeting')).text).toContain('Bienvenue chez nous');
  });

  it('a locale the site does not have is an error naming the locales', async () => {
    await expect(serve({ config: path.join(dir, 'docusaurus.config.ts'), port: 0, host: '127.0.0.1', watch: true, locale: 'de' })).rejects.toThrow(/--locale de: not one of the site's locales \(.*docusaurus\.config\.ts: i18n\.locales is en, fr, ar\)/);
  });
});
