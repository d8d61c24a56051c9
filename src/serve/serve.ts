import path from 'node:path';
import { DEFAULT_CONFIG_FILE, loadConfig } from '../config/loadConfig.js';
import { diskSource } from './fileSource.js';
import { createStaticServer, listen } from './staticServer.js';

export interface ServeOptions {
  config?: string;
  port: number;
  host: string;
  dir?: string;
  watch?: boolean;
  open?: boolean;
}

/** `docsgen serve`: a production preview of the output folder. */
export async function serve(options: ServeOptions): Promise<void> {
  const config = await loadConfig(options.config ?? DEFAULT_CONFIG_FILE);
  const root = path.resolve(options.dir ?? path.resolve(config.rootDir, config.outDir));
  const server = createStaticServer({ source: diskSource(root) });
  const url = await listen(server, options.port, options.host);
  console.log(`docsgen serve: ${path.relative(process.cwd(), root) || '.'} at ${url}`);
}
