// The fingerprint of a compiled dist/: a hash of the contents of its .js and .cjs files (their names
// included; source maps, which hold the checkout's paths, left out), written as dist/fingerprint
// when dist/ is compiled. docsgenFingerprint reads it with package.json, so a build need not read
// every compiled file to know which docsgen made its caches.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const FINGERPRINT_FILE = 'fingerprint';

export function writeDistFingerprint(dist) {
  const hash = createHash('sha256');
  const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => /\.c?js$/.test(file)).sort();
  for (const file of files) hash.update('\0').update(file.split(path.sep).join('/')).update('\0').update(readFileSync(path.join(dist, file)));
  writeFileSync(path.join(dist, FINGERPRINT_FILE), `${hash.digest('hex')}\n`);
}
