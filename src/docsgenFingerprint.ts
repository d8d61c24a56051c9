import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { packageRoot } from './packageRoot.js';

const fingerprints = new Map<string, string>();

/**
 * A hash of docsgen's own code: its package.json and the contents of its compiled files. The
 * caches of processed pages, rendered pages and search files include it, so a docsgen that
 * processes or renders differently never reuses what an older one produced. Contents, not
 * modification times: `npm ci` compiles dist/ again and must not throw the caches away.
 */
export function docsgenFingerprint(root: string = packageRoot()): string {
  let fingerprint = fingerprints.get(root);
  if (!fingerprint) {
    const hash = createHash('sha256').update(readFileSync(path.join(root, 'package.json')));
    const dist = path.join(root, 'dist');
    const files = existsSync(dist) ? readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js')).sort() : [];
    for (const file of files) hash.update('\0').update(file).update('\0').update(readFileSync(path.join(dist, file)));
    fingerprint = hash.digest('hex');
    fingerprints.set(root, fingerprint);
  }
  return fingerprint;
}
