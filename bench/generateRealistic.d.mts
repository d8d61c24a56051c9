/** One big page of realistic Markdown (front matter included), about `bytes` long; `marker` is written in its first paragraph. */
export function bigPage(bytes: number, marker?: string): string;
/** Writes a two-page site (`intro` and a big page `big` of about `bytes`) into `dir`; returns the config path. */
export function generateBigPageSite(dir: string, bytes: number, themeDir?: string): Promise<string>;
/** Writes a realistic site of `total` pages into `dir`; returns the config path. */
export function generateRealisticSite(dir: string, total: number): Promise<string>;
export function pageId(i: number): string;
export const PER_FOLDER: number;
/** Writes a site of `total` realistic pages in one folder (`api/`) into `dir`; returns the config path. */
export function generateOneFolderSite(dir: string, total: number, options?: { sidebarInlineLimit?: number }): Promise<string>;
export function oneFolderPageId(i: number): string;
