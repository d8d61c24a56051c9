import { existsSync } from 'node:fs';
import path from 'node:path';
import { initSite } from './initSite.js';

/** `docsgen init [dir]`: scaffolds the site and prints what it wrote and what to run next. */
export async function runInit(dir: string, docsgenVersion: string): Promise<void> {
  const result = await initSite(dir, { docsgenVersion });
  const shown = path.relative(process.cwd(), result.dir);
  console.log(`docsgen init: a new site in ${shown || 'this folder'}`);
  for (const file of result.written) console.log(`  + ${file}`);
  for (const name of result.keptScripts) console.log(`  (package.json already has a "${name}" script: kept as it is)`);
  console.log('\nNext:');
  if (shown) console.log(`  cd ${shown}`);
  if (!existsSync(path.join(result.dir, 'node_modules', 'docsgen'))) console.log('  npm install                  # installs docsgen into this folder');
  console.log('  npx docsgen dev              # write: http://127.0.0.1:3000 reloads on every save (npm run dev, npm start)');
  console.log('  npx docsgen build            # the finished site, into build/ (npm run build; npm run serve previews it)');
}
