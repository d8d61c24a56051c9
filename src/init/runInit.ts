import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { packageRoot } from '../util/packageRoot.js';
import { initSite } from './initSite.js';

/** What the tsconfig.json init writes needs besides docsgen: `npx tsc` checks the site's TypeScript. */
export const TYPE_PACKAGES = ['typescript', '@types/react'] as const;

/** `docsgen init [dir]`: scaffolds the site and prints what it wrote and what to run next. */
export async function runInit(dir: string, docsgenVersion: string, githubPages = false): Promise<void> {
  // typescript and @types/react at the versions docsgen is checked with.
  const own = JSON.parse(readFileSync(path.join(packageRoot(), 'package.json'), 'utf8')) as { devDependencies?: Record<string, string> };
  const devDependencies = Object.fromEntries(TYPE_PACKAGES.map((name) => [name, own.devDependencies?.[name] ?? 'latest']));
  const result = await initSite(dir, { docsgenVersion, devDependencies, githubPages });
  if (githubPages && !result.written.includes('package.json')) {
    // A site already: only the workflow was written.
    console.log(`docsgen init: ${result.written[0]} publishes the site with GitHub Pages on every push to main`);
    console.log('  In the repository: Settings → Pages → Source: GitHub Actions. Commit package-lock.json too (the workflow runs npm ci).');
    return;
  }
  const shown = path.relative(process.cwd(), result.dir);
  console.log(`docsgen init: a new site in ${shown || 'this folder'}`);
  for (const file of result.written) {
    // The package.json `npm install docsgen` wrote is the user's, changed: not a file init created.
    console.log(file === 'package.json' && result.packageUpdated ? '  ~ package.json (yours: the npm scripts and devDependencies it lacked are added)' : `  + ${file}`);
  }
  for (const name of result.keptScripts) console.log(`  (package.json already has a "${name}" script: kept as it is)`);
  console.log('\nNext:');
  if (shown) console.log(`  cd ${shown}`);
  const missing = ['docsgen', ...TYPE_PACKAGES].filter((name) => !existsSync(path.join(result.dir, 'node_modules', name)));
  if (missing.length > 0) console.log(`  npm install                  # installs ${missing.join(', ')} into this folder`);
  console.log('  npx docsgen dev              # write: http://127.0.0.1:3000 reloads on every save (npm run dev, npm start)');
  console.log('  npx docsgen build            # the finished site, into build/ (npm run build; npm run serve previews it)');
}
