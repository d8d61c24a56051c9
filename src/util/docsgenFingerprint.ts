import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { packageRoot } from './packageRoot.js';

const fingerprints = new Map<string, string>();

/**
 * A hash of docsgen's own code: its package.json and the hash of its compiled files that compiling
 * dist/ writes into dist/fingerprint (scripts/distFingerprint.mjs; the bundled dependencies are in
 * those files). The caches of processed pages, rendered pages and search files include it, so a
 * docsgen that processes or renders differently never reuses what an older one produced. Contents,
 * not modification times: `npm ci` compiles dist/ again and must not throw the caches away.
 */
export function docsgenFingerprint(root: string = packageRoot()): string {
  let fingerprint = fingerprints.get(root);
  if (!fingerprint) {
    let compiled: Buffer;
    try {
      compiled = readFileSync(path.join(root, 'dist', 'fingerprint'));
    } catch (error) {
      throw new Error(`docsgen's compiled code in ${path.join(root, 'dist')} has no fingerprint file: compile it again (node scripts/compile.mjs in a checkout, or reinstall docsgen)`, { cause: error });
    }
    fingerprint = createHash('sha256').update(readFileSync(path.join(root, 'package.json'))).update('\0').update(compiled).digest('hex');
    fingerprints.set(root, fingerprint);
  }
  return fingerprint;
}
