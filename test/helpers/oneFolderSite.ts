import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The path of page `i` of a one-folder site. */
export function oneFolderPage(i: number): string {
  return `/docs/api/page-${String(i).padStart(4, '0')}`;
}

/**
 * Writes a site with an intro page and `pages` pages in ONE folder (a generated API reference)
 * into `dir`, with `docs.sidebarInlineLimit: limit`; returns its config file.
 */
export async function writeOneFolderSite(dir: string, pages: number, limit: number): Promise<string> {
  const api = path.join(dir, 'content', 'docs', 'api');
  await mkdir(api, { recursive: true });
  // A favicon, so that a browser asks for no missing file.
  await mkdir(path.join(dir, 'content', 'static', 'img'), { recursive: true });
  await writeFile(path.join(dir, 'content', 'static', 'img', 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16"/></svg>\n');
  await writeFile(path.join(dir, 'content', 'docs', 'intro.md'), '---\nsidebar_position: 0\n---\n# Intro\n\nThe API reference is in the sidebar.\n');
  await Promise.all(
    Array.from({ length: pages }, (_, i) =>
      writeFile(path.join(api, `${path.posix.basename(oneFolderPage(i))}.md`), `---\nsidebar_position: ${i}\n---\n# Page ${i}\n\nThe reference of item ${i}.\n`),
    ),
  );
  const config = path.join(dir, 'site.config.ts');
  await writeFile(
    config,
    `import { defineConfig } from 'docsgen';

export default defineConfig({
  title: 'One folder',
  url: 'https://one-folder.example',
  favicon: 'img/favicon.svg',
  themeDir: ${JSON.stringify(path.resolve('templates'))},
  docs: { mainDocId: 'intro', sidebarInlineLimit: ${limit} },
  landing: { cta: { label: 'Start', to: '/docs/intro' }, features: [] },
});
`,
  );
  return config;
}
