import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** CLI and worker tests run dist/: compile it when src/ is newer. */
export default function ensureDist(): void {
  execFileSync(process.execPath, [fileURLToPath(new URL('../scripts/ensure-dist.mjs', import.meta.url))], { stdio: 'inherit' });
}
