import { build } from 'esbuild';
import { existsSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ConfigError } from '../errors.js';
import { formatIssues } from './formatIssues.js';
import { siteConfigSchema, type SiteConfig } from './schema.js';

export const DEFAULT_CONFIG_FILE = 'site.config.ts';

/**
 * Loads site.config.ts: esbuild compiles it (no ts-node) into a temporary module beside it, so
 * its imports resolve from the site's own node_modules; then the schema validates it.
 */
export async function loadConfig(configPath: string): Promise<SiteConfig> {
  const file = path.resolve(configPath);
  if (!existsSync(file)) throw new ConfigError(`${configPath}: config file not found`);
  const raw = await importConfigModule(file);
  return validateConfig(raw, file);
}

export function validateConfig(raw: unknown, file: string): SiteConfig {
  const parsed = siteConfigSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = formatIssues(parsed.error.issues);
    throw new ConfigError(`${relative(file)}: invalid configuration\n  ${lines.join('\n  ')}`);
  }
  return { ...parsed.data, rootDir: path.dirname(file), configFile: file };
}

async function importConfigModule(file: string): Promise<unknown> {
  let code: string;
  try {
    const result = await build({
      entryPoints: [file],
      bundle: true,
      packages: 'external',
      platform: 'node',
      format: 'esm',
      target: 'node20',
      write: false,
      logLevel: 'silent',
    });
    code = result.outputFiles[0]!.text;
  } catch (error) {
    const first = (error as { errors?: { text: string; location?: { file: string; line: number; column: number } }[] }).errors?.[0];
    const where = first?.location ? `${first.location.file}:${first.location.line}:${first.location.column + 1}` : relative(file);
    throw new ConfigError(`${where}: cannot compile the config: ${first?.text ?? String(error)}`, { cause: error });
  }
  const temp = path.join(path.dirname(file), `.docsgen-config-${process.pid}-${Date.now()}.mjs`);
  await writeFile(temp, code);
  try {
    const mod = (await import(pathToFileURL(temp).href)) as { default?: unknown };
    if (mod.default === undefined) throw new ConfigError(`${relative(file)}: the config has no default export (export default defineConfig({...}))`);
    return mod.default;
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw new ConfigError(`${relative(file)}: the config threw while loading: ${(error as Error).message}`, { cause: error });
  } finally {
    await rm(temp, { force: true });
  }
}

function relative(file: string): string {
  return path.relative(process.cwd(), file) || file;
}
