import { lstatSync, readdirSync, realpathSync } from 'node:fs';
import path from 'node:path';
import type { ConfigValues } from '../config/configValues.js';
import { shownPath as shown, UsageError } from '../util/errors.js';
import { isInside } from '../util/isInside.js';
import { isGenerationLink } from './generations.js';
import { OUTPUT_MARKER } from './outputFolder.js';
import { isLastBuildOutput } from './upToDate.js';

/**
 * docsgen replaces its output folder whole, so before any work it refuses a folder that holds
 * anything docsgen did not write: the project (or a folder around it), the content or theme
 * folder (or a folder inside them), a file, or a non-empty folder without docsgen's marker.
 * An output of an older docsgen (no marker) is accepted while it holds exactly the files the last
 * build recorded.
 */
export function checkOutDir(outDir: string, config: ConfigValues): void {
  const reason = sourceOverlap(outDir, config) ?? foreignContents(outDir, config);
  if (reason) throw new UsageError(`output folder ${shown(outDir)} ${reason}: refused, as a build replaces all of its output folder (choose another --out or outDir)`);
}

/**
 * `serve --dir` never deletes, but it must not publish the project's sources either: the project
 * folder (or one around it), the content or theme folder, a folder inside them, or a file.
 */
export function checkServeDir(dir: string, config: ConfigValues): void {
  let reason = sourceOverlap(dir, config);
  if (!reason && !lstatOf(dir)) reason = 'does not exist (run docsgen build first)';
  else if (!reason && !isDirectory(dir)) reason = 'is not a folder';
  if (reason) throw new UsageError(`cannot serve ${shown(dir)}: it ${reason.replace(/^it /, '')}`);
}

/** Why `dir` overlaps the project's sources, if it does. */
function sourceOverlap(dir: string, config: ConfigValues): string | undefined {
  const target = realish(dir);
  const root = realish(config.rootDir);
  if (target === root) return `is the project folder (it holds ${config.configFileName})`;
  if (inside(root, target)) return `holds the project (${shown(config.configFile)})`;
  for (const [key, folder] of [...config.paths.sourceDirs.map((dir) => ['content', dir] as const), ['theme', config.paths.themeDir] as const]) {
    const source = realish(folder);
    if (target === source) return `is the ${key} folder`;
    if (inside(source, target)) return `holds the ${key} folder ${shown(source)}`;
    if (inside(target, source)) return `is inside the ${key} folder ${shown(source)}`;
  }
  return undefined;
}

/** Why docsgen may not replace what is at `outDir`, if anything is there. */
function foreignContents(outDir: string, config: ConfigValues): string | undefined {
  const absolute = path.resolve(outDir);
  const info = lstatOf(absolute);
  if (!info) return undefined;
  if (info.isSymbolicLink()) return isGenerationLink(absolute) ? undefined : 'is a symbolic link docsgen did not make';
  if (!info.isDirectory()) return 'is a file, not a folder';
  const entries = readdirSync(absolute);
  if (entries.length === 0 || entries.includes(OUTPUT_MARKER)) return undefined;
  if (isLastBuildOutput(config.paths.cache.lastBuild, absolute)) return undefined;
  return `is not empty and has no ${OUTPUT_MARKER} file, so docsgen did not write it (an output of an older docsgen that was changed since: delete it)`;
}

function lstatOf(file: string) {
  try {
    return lstatSync(file);
  } catch {
    return undefined;
  }
}

function isDirectory(file: string): boolean {
  try {
    return lstatSync(realpathSync(file)).isDirectory();
  } catch {
    return false;
  }
}

/** The real path of `file`, or of its nearest existing folder followed by the rest. */
function realish(file: string): string {
  const rest: string[] = [];
  for (let at = path.resolve(file); ; at = path.dirname(at)) {
    try {
      return path.join(realpathSync(at), ...rest);
    } catch {
      if (path.dirname(at) === at) return path.resolve(file);
      rest.unshift(path.basename(at));
    }
  }
}

/** Whether `child` is strictly inside `parent`. */
function inside(child: string, parent: string): boolean {
  return path.relative(parent, child) !== '' && isInside(parent, child);
}
