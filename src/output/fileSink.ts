/** Where generated files go: the temporary output folder, or the dev server's memory. */
export interface FileSink {
  write(relative: string, contents: string | Uint8Array): Promise<void>;
  /**
   * Copies a folder of the site (the static files) in; `siteRoot` bounds where symbolic links may
   * lead. `progress` hears each file copied, of all the folder's files. Gives the files copied,
   * relative to the sink and `/`-separated. `into`: a folder of the sink to copy into (a locale's, see underFolder).
   */
  copyDir(from: string, siteRoot: string, progress?: (done: number, total: number) => void, into?: string): Promise<string[]>;
  /**
   * Copies one file in (a large file a plugin wrote to its cache), without reading it into memory;
   * `link`: hard-links it where the sink is a folder (see PluginContext.copyFile).
   */
  copyFile(relative: string, from: string, link?: boolean): Promise<void>;
  /** Set when the sink is a folder on disk: page workers then render into it directly. */
  dir?: string;
  /** Records a file a worker wrote (or the page cache linked) into `dir`; `mtimeMs` when known from a stat of it. */
  track?(relative: string, bytes: number, mtimeMs?: number): void;
}
