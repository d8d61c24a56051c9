import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../src/loadSiteConfig.js';
import { createDevBuilder, DevBuilderClosed } from '../../src/serve/devBuilder.js';
import { copyFixtureSite } from '../helpers/siteCopy.js';

const fixture = path.resolve(import.meta.dirname, '../fixtures/sites/minimal-config');
let dir: string;
let configFile: string;

beforeAll(async () => {
  const copy = await copyFixtureSite(fixture, 'docsgen-dev-builder-');
  dir = copy.root;
  configFile = path.join(dir, 'site.config.ts');
  await writeFile(configFile, copy.configSource);
});

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the dev server’s build thread', () => {
  it('a run still going when the builder closes rejects as closed, not as a failed build', async () => {
    const builder = createDevBuilder(configFile, await loadSiteConfig(configFile));
    const outcome = builder.run({}).then(
      () => 'finished',
      (error: unknown) => error,
    );
    await builder.close();
    // Not "the build thread stopped (exit code 1)": the server would show that as the site's error.
    expect(await outcome).toBeInstanceOf(DevBuilderClosed);
  });

  it('a run in the build thread gives the site’s files and pages', async () => {
    const builder = createDevBuilder(configFile, await loadSiteConfig(configFile));
    try {
      const run = await builder.run({});
      expect(run.pageFiles.length).toBeGreaterThan(0);
      expect(run.files.map(([file]) => file)).toContain(run.pageFiles[0]);
    } finally {
      await builder.close();
    }
  });
});
