import type { FileSink } from './fileSink.js';

/** Files plugins emit during a run (images, search index, client bundle), written in the background. */
export interface Emitter {
  /** Writes a file once per run (later calls with the same path are ignored); returns its URL path. */
  emitFile(relative: string, contents: string | Uint8Array): string;
  /** The same for a file on disk, copied without being read into memory. */
  copyFile(relative: string, from: string, options?: { link?: boolean }): string;
  /** Paths emitted so far, relative to the site root. */
  readonly emitted: ReadonlySet<string>;
  /** Waits for every write so far; `settled` also swallows their failures (for error paths). */
  flush(): Promise<void>;
  settled(): Promise<void>;
}

export function createEmitter(sink: FileSink): Emitter {
  const pending: Promise<void>[] = [];
  const emitted = new Set<string>();
  return {
    emitFile(relative, contents) {
      if (!emitted.has(relative)) {
        emitted.add(relative);
        pending.push(sink.write(relative, contents));
      }
      return `/${relative}`;
    },
    copyFile(relative, from, options) {
      if (!emitted.has(relative)) {
        emitted.add(relative);
        pending.push(sink.copyFile(relative, from, options?.link));
      }
      return `/${relative}`;
    },
    emitted,
    async flush() {
      await Promise.all(pending);
    },
    async settled() {
      await Promise.allSettled(pending);
    },
  };
}
