// The tests drive Debian's Chromium, and copy a built site with tar, zip, rsync and a container
// build's COPY (buildah). Install what is missing when we may (root, Debian); otherwise say
// exactly what to do. Never downloads a browser from a test tool. Also fetches (once, from the
// npm registry) the create-docusaurus template the acceptance test builds.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureCreateDocusaurus } from './fetch-create-docusaurus.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const tools = [
  { bin: chromium, pkg: 'chromium' },
  { bin: '/usr/bin/zip', pkg: 'zip' },
  { bin: '/usr/bin/unzip', pkg: 'unzip' },
  { bin: '/usr/bin/rsync', pkg: 'rsync' },
  { bin: '/usr/bin/buildah', pkg: 'buildah' },
];
const missing = tools.filter((tool) => !existsSync(tool.bin)).map((tool) => tool.pkg);
if (missing.length > 0) {
  if (process.getuid?.() === 0) {
    console.log(`Installing Debian packages for the tests: ${missing.join(', ')}…`);
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`, { stdio: 'inherit' });
  } else {
    console.error(`Missing for the tests: ${missing.join(', ')}. Install with: sudo apt-get install -y ${missing.join(' ')} (or set CHROMIUM_PATH).`);
    process.exit(1);
  }
}

ensureCreateDocusaurus();
