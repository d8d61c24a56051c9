// The browser tests drive Debian's Chromium. Install it when it is missing and we may (root);
// otherwise say exactly what to do. Never downloads a browser from a test tool.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(path)) {
  if (process.getuid?.() === 0) {
    console.log('Installing Debian chromium for the browser tests…');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
  } else {
    console.error(`Chromium not found at ${path}. Install it with: sudo apt-get install -y chromium (or set CHROMIUM_PATH).`);
    process.exit(1);
  }
}
