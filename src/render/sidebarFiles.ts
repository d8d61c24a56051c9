import { createHash } from 'node:crypto';
import { browserSidebar } from '../shared/sidebar.js';
import type { SidebarEntry } from '../shared/types.js';

export interface SidebarFile {
  /** Path in the output folder: `__data/sidebar-<id>-<hash>.json`. */
  path: string;
  /** The site URL pages name it by. */
  url: string;
  contents: string;
}

/**
 * One content-hashed JSON file per sidebar, the whole tree: pages name it instead of each carrying
 * the sidebar, and the browser loads it once per visit (a changed sidebar gets a new name).
 */
export function sidebarFiles(sidebars: Record<string, SidebarEntry[]>): Record<string, SidebarFile> {
  const files: Record<string, SidebarFile> = {};
  for (const [id, items] of Object.entries(sidebars)) {
    const contents = JSON.stringify(browserSidebar(items));
    const hash = createHash('sha256').update(contents).digest('hex').slice(0, 10);
    const path = `__data/sidebar-${id.replace(/[^A-Za-z0-9_-]/g, '_')}-${hash}.json`;
    files[id] = { path, url: `/${path}`, contents };
  }
  return files;
}

/** Whether an output path is a sidebar's file. */
export function isSidebarFile(path: string): boolean {
  return /^__data\/sidebar-[^/]+\.json$/.test(path);
}

/** The URL of each sidebar's file, by sidebar id (what page data names). */
export function sidebarUrls(files: Record<string, SidebarFile>): Record<string, string> {
  return Object.fromEntries(Object.entries(files).map(([id, file]) => [id, file.url]));
}

/** Writes every sidebar's file; returns their URLs by sidebar id. */
export async function writeSidebarFiles(
  sidebars: Record<string, SidebarEntry[]>,
  write: (path: string, contents: string) => Promise<void> | void,
): Promise<Record<string, string>> {
  const files = sidebarFiles(sidebars);
  await Promise.all(Object.values(files).map((file) => write(file.path, file.contents)));
  return sidebarUrls(files);
}
