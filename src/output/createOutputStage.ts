import path from 'node:path';
import type { ConfigValues } from '../config/configValues.js';
import type { RouteTable } from '../routes/types.js';
import type { SiteData } from '../shared/types.js';
import type { FileSink } from './fileSink.js';
import { writeSiteFiles } from './writeSiteFiles.js';

export interface OutputStageInput {
  routes: RouteTable;
  site: SiteData;
  /** Every page was rendered this run: the static folder is copied again too. */
  renderedAll: boolean;
  /** Files changed since the last run (absolute paths): a static file among them is copied again. */
  changedFiles: readonly string[];
  /** Static files copied of all of them (the terminal's progress line). */
  progress?: (done: number, total: number) => void;
  /** The run's emitter: what it writes is known to the link check, like every emitted file. */
  emitFile: (relative: string, contents: string) => string;
}

export interface OutputStage {
  /** Writes the run's site-wide files; gives the static folder's files as the site publishes them (`/img/logo.svg`), copied this run or an earlier one. */
  run(sink: FileSink, input: OutputStageInput): Promise<{ statics: readonly string[] }>;
}

/** output stage: the site-wide files besides pages, and the static folder when it may have changed. */
export function createOutputStage(config: ConfigValues): OutputStage {
  const { staticDir, rootDir } = config.paths;
  const options = { siteUrl: config.urls.siteUrl, fullTxt: config.llmsFullTxt, staticDir, rootDir };
  // The static files the last copy published: a run that copies none keeps them.
  let statics: readonly string[] = [];
  return {
    async run(sink, { renderedAll, changedFiles, ...input }) {
      const copied = await writeSiteFiles(sink, { ...options, ...input, copyStatic: renderedAll || changedFiles.some((file) => file.startsWith(staticDir + path.sep)) });
      if (copied) statics = copied.map((file) => `/${file}`);
      return { statics };
    },
  };
}
