import { Command, CommanderError, InvalidArgumentError } from 'commander';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describeFsError, DocsgenError, isFsError, UsageError } from './util/errors.js';
import { installInterruptHandlers } from './util/interrupts.js';
import { stopEsbuild } from './util/stopEsbuild.js';
import { packageRoot } from './util/packageRoot.js';
import { colourEnabled, painter } from './util/terminalLogger.js';

const { version } = JSON.parse(readFileSync(path.join(packageRoot(), 'package.json'), 'utf8')) as { version: string };

function workers(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 16) throw new InvalidArgumentError('must be a whole number of worker threads from 1 to 16');
  return n;
}

/** `--workers N` is the one concurrency setting, DOCSGEN_WORKERS (which every thread reads). */
function useWorkers(n: number | undefined): void {
  if (n !== undefined) process.env.DOCSGEN_WORKERS = String(n);
}

function seconds(value: string): number {
  const n = Number(value);
  if (!(n > 0 && n <= 24 * 60 * 60)) throw new InvalidArgumentError('must be a number of seconds, more than 0 and at most a day (86400)');
  return n;
}

function megabytes(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 64 || n > 65536) throw new InvalidArgumentError('must be a whole number of megabytes from 64 to 65536');
  return n;
}

/**
 * `--page-timeout S` and `--page-memory MB` override pageTimeout and pageMemory through
 * DOCSGEN_PAGE_TIMEOUT and DOCSGEN_PAGE_MEMORY, which the config stage reads in every thread.
 */
function usePageLimits(limits: { pageTimeout?: number; pageMemory?: number }): void {
  if (limits.pageTimeout !== undefined) process.env.DOCSGEN_PAGE_TIMEOUT = String(limits.pageTimeout);
  if (limits.pageMemory !== undefined) process.env.DOCSGEN_PAGE_MEMORY = String(limits.pageMemory);
}

function port(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new InvalidArgumentError('must be a port number (0–65535)');
  return n;
}

/** The CLI only parses arguments and wires stages together. */
export function createProgram(): Command {
  const program = new Command('docsgen')
    .description('Build a documentation site from Markdown with a React theme')
    .version(version, '-v, --version', 'print the version')
    .option('--verbose', 'show stack traces and causes of errors')
    .exitOverride()
    .configureOutput({ outputError: (text, write) => write(text) });

  program
    .command('build')
    .description('build the site into the output folder (default: build/)')
    .option('-c, --config <file>', 'path to the site config (default: site.config.ts, else docusaurus.config.{ts,js,mjs})')
    .option('-o, --out <dir>', 'output folder (overrides outDir in the config)')
    .option('--check-external', 'also check external links (needs the network)')
    .option('--crawl', 'crawl the built site with linkinator (default: only for sites up to 300 pages)')
    .option('--no-crawl', 'skip the linkinator crawl of the built site (the in-memory link gate still runs)')
    .option('--no-cache', 'build from scratch: no up-to-date check, no page, render and search caches (node_modules/.cache/docsgen)')
    .option('--strict', 'fail on warnings too (content shown differently than written or left out); same as gates.onWarnings: \'throw\'')
    .option('--report <file>', 'write every problem (file, line, column, pages), phase times, sizes and peak memory as JSON')
    .option('-l, --locale <locale...>', "build these locales only (one alone is published at the site's base; default: every locale of i18n.locales)")
    .option('--workers <n>', 'worker threads for page work (default: one per core; same as DOCSGEN_WORKERS)', workers)
    .option('--page-timeout <seconds>', "one page's time limit in processor seconds (overrides pageTimeout in the config)", seconds)
    .option('--page-memory <MB>', "a page worker's memory limit (overrides pageMemory in the config)", megabytes)
    .action(async (opts: { config?: string; out?: string; checkExternal?: boolean; crawl?: boolean; cache: boolean; strict?: boolean; report?: string; locale?: string[]; workers?: number; pageTimeout?: number; pageMemory?: number }) => {
      console.log('docsgen build');
      useWorkers(opts.workers);
      usePageLimits(opts);
      // Loaded on demand, so --help and --version answer without loading the whole pipeline.
      const { build } = await import('./build.js');
      await build({ config: opts.config, out: opts.out, checkExternal: opts.checkExternal, crawl: opts.crawl, cache: opts.cache, strict: opts.strict, report: opts.report, ...(opts.locale ? { locales: opts.locale } : {}) });
    });

  const serveCommand = (name: string, description: string, watch: boolean) => {
    const command = program.command(name).description(description).option('-c, --config <file>', 'path to the site config (default: site.config.ts, else docusaurus.config.{ts,js,mjs})');
    command.option('-p, --port <port>', 'port to listen on', port, 3000).option('--host <host>', 'interface to bind', '127.0.0.1');
    if (!watch) {
      command
        .option('-d, --dir <dir>', "folder to serve (default: the config's outDir)")
        .option('-w, --watch', 'rebuild on changes to content/, the theme folder, custom CSS and the config');
    }
    command.option('--open', 'open the site in a browser');
    command.option('-l, --locale <locale>', `${watch ? '' : 'with --watch, '}the locale to build and serve, under its base (/fr/), one at a time as Docusaurus's start (default: the default locale)`);
    command.option('--workers <n>', `${watch ? '' : 'with --watch, '}worker threads for page work (default: one per core; same as DOCSGEN_WORKERS)`, workers);
    command.option('--page-timeout <seconds>', `${watch ? '' : 'with --watch, '}one page's time limit in processor seconds (overrides pageTimeout in the config)`, seconds);
    command.option('--page-memory <MB>', `${watch ? '' : 'with --watch, '}a page worker's memory limit (overrides pageMemory in the config)`, megabytes);
    command.action(async ({ workers: count, pageTimeout, pageMemory, ...opts }: { config?: string; port: number; host: string; dir?: string; watch?: boolean; open?: boolean; locale?: string; workers?: number; pageTimeout?: number; pageMemory?: number }) => {
      useWorkers(count);
      usePageLimits({ pageTimeout, pageMemory });
      const { serve } = await import('./serve/serve.js');
      await serve({ ...opts, watch: watch || opts.watch, verbose: program.opts<{ verbose?: boolean }>().verbose });
    });
  };
  serveCommand('serve', 'serve the built site; with --watch, build in memory and reload the browser on every change', false);
  // Docusaurus's name for its dev server, and the usual one: both are `serve --watch`.
  serveCommand('dev', 'write the site: serve --watch (build in memory, reload the browser on every change)', true);
  serveCommand('start', 'the same as dev: serve --watch', true);

  program
    .command('init')
    .argument('[dir]', 'folder of the new site', '.')
    .description('start a new site: config, two example pages, logo, favicon, tsconfig.json, npm scripts (never overwrites a file)')
    .option('--github-pages', 'also write .github/workflows/deploy.yml, which publishes the site with GitHub Pages (in an existing site: only that)')
    .action(async (dir: string, opts: { githubPages?: boolean }) => {
      const { runInit } = await import('./init/runInit.js');
      await runInit(dir, version, opts.githubPages);
    });

  program
    .command('docs:version')
    .argument('<name>', 'the version, e.g. 1.0.0')
    .description('snapshot the current docs and sidebars as a version (versioned_docs/, versioned_sidebars/, versions.json), as Docusaurus does; never overwrites a file')
    .option('-c, --config <file>', 'path to the site config (default: site.config.ts, else docusaurus.config.{ts,js,mjs})')
    .option('--id <instance>', "the docs instance to version (another @docusaurus/plugin-content-docs's id; default: the site's docs); Docusaurus's spelling docs:version:<id> <name> works too")
    .action(async (name: string, opts: { config?: string; id?: string }) => {
      const { runDocsVersion } = await import('./versions/runDocsVersion.js');
      await runDocsVersion(name, opts);
    });

  program
    .command('eject')
    .argument('[component]', 'default theme component to copy into the site theme folder, e.g. Footer')
    .description("copy a default theme component's source into the site's theme folder, to change it there")
    .option('-c, --config <file>', 'path to the site config (its themeDir is where the copy goes)')
    .option('--list', 'list the components')
    .action(async (component: string | undefined, opts: { config?: string; list?: boolean }) => {
      const { runEject } = await import('./eject/runEject.js');
      await runEject(component, opts);
    });

  return program;
}

/**
 * Docusaurus names the command for another docs instance `docs:version:<pluginId>`; commander has
 * no pattern command names, so that spelling becomes `docs:version … --id <pluginId>`.
 */
export function instanceVersionCommand(argv: string[]): string[] {
  const index = argv.findIndex((arg, i) => i >= 2 && !arg.startsWith('-'));
  const match = index === -1 ? null : /^docs:version:(.+)$/.exec(argv[index]!);
  if (!match) return argv;
  return [...argv.slice(0, index), 'docs:version', ...argv.slice(index + 1), '--id', match[1]!];
}

export async function main(argv: string[]): Promise<void> {
  argv = instanceVersionCommand(argv);
  const program = createProgram();
  const verbose = argv.includes('--verbose');
  // Ctrl-C and `kill` remove what a build has half written, then exit with 130 / 143.
  installInterruptHandlers();
  try {
    await program.parseAsync(argv);
  } catch (error) {
    if (error instanceof CommanderError) {
      // --help and --version end here with exit code 0; usage errors with 2.
      process.exitCode = error.exitCode === 0 ? 0 : 2;
      return;
    }
    report(error, verbose);
    process.exitCode = error instanceof UsageError ? 2 : 1;
  } finally {
    // A command's esbuild ends with it (`serve` returns once it listens: a rebuild starts another).
    await stopEsbuild();
  }
}

function report(error: unknown, verbose: boolean): void {
  const err = error as Error;
  // A file-system error names the file and the real cause (EACCES, EROFS, ENOSPC).
  const known = err instanceof DocsgenError || isFsError(err);
  console.error(`\n${painter(colourEnabled(process.stderr, process.env)).red('✗')} ${isFsError(err) ? describeFsError(err) : (err?.message ?? String(error))}`);
  let cause = (err as { cause?: unknown })?.cause;
  let depth = 1;
  while (verbose && cause) {
    console.error(`  ${depth++}. ${(cause as Error).message ?? String(cause)} (via ${(cause as Error).name ?? 'Error'})`);
    cause = (cause as { cause?: unknown }).cause;
  }
  if (verbose && err?.stack) {
    console.error(`\n${err.stack}`);
    // The cause's stack is the one that points into the user's config, theme or plugin.
    for (let c = err.cause; c; c = (c as { cause?: unknown }).cause) if ((c as Error).stack) console.error(`Caused by: ${(c as Error).stack}`);
  } else if (!known) console.error('  (run with --verbose for the stack trace)');
}
