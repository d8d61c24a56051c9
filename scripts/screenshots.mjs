// Screenshots of built pages in light, dark and at 400 px, for looking at what we ship.
// Usage: node scripts/screenshots.mjs [buildDir] [outDir] [path ...]
import { spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { chromium } from 'playwright-core';

const [dir = 'build', out = '/tmp/shots', ...paths] = process.argv.slice(2);
const pages = paths.length ? paths : ['/', '/docs/install', '/docs/doc-picker-api', '/docs/category/document-picker', '/docs/sponsor-only/picker/open-mode', '/nope'];
const port = 4300 + Math.floor(Math.random() * 500);
await mkdir(out, { recursive: true });
const server = spawn(process.execPath, ['bin/docsgen', 'serve', '--dir', dir, '--port', String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
await new Promise((resolve) => server.stdout.once('data', resolve));
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  for (const [name, viewport, scheme] of [['light', { width: 1280, height: 900 }, 'light'], ['dark', { width: 1280, height: 900 }, 'dark'], ['mobile', { width: 400, height: 860 }, 'light']]) {
    const context = await browser.newContext({ viewport, colorScheme: scheme });
    const page = await context.newPage();
    page.on('console', (m) => m.type() === 'error' && console.log(`console error on ${page.url()}: ${m.text()}`));
    for (const p of pages) {
      await page.goto(`http://127.0.0.1:${port}${p}`, { waitUntil: 'networkidle' });
      const file = `${out}/${name}${p.replace(/\//g, '_') || '_home'}.png`;
      await page.screenshot({ path: file, fullPage: false });
      console.log(file);
    }
    await context.close();
  }
} finally {
  await browser.close();
  server.kill();
}
