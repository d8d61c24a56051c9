import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { docsgenFingerprint } from '../docsgenFingerprint.js';
import { writeFileAtomic } from '../writeFileAtomic.js';
import type { FrontMatterMemo, ParsedFrontMatter } from './frontMatter.js';

/** The file: docsgen's fingerprint (its checks decide what a page's front matter gives) and the entries. */
interface FrontMatterFile {
  fingerprint: string;
  entries: Record<string, string>;
}

/**
 * Parsed front matter kept between builds in `file` (`front-matter.json` in the site's cache), by
 * the YAML text itself and the keys the page's source reads: a build where one page changed
 * parses that page's front matter only (parsing YAML, with positions for messages, took about a
 * third of the time spent reading 1,000 pages). Only what parsed without error is kept (a page
 * whose front matter is wrong fails each build with its message). Entries are kept as JSON text,
 * so each page gets its own objects. `file` undefined (a build without the cache) keeps them for
 * the run only. `save` writes the entries this run used, when any was new.
 */
export class FrontMatterCache implements FrontMatterMemo {
  private known: Record<string, string> = {};
  private used = new Map<string, string>();
  private added = false;

  constructor(private readonly file: string | undefined) {
    if (!file) return;
    try {
      const data = JSON.parse(readFileSync(file, 'utf8')) as FrontMatterFile;
      if (data.fingerprint === docsgenFingerprint() && data.entries && typeof data.entries === 'object') this.known = data.entries;
    } catch {
      // No file yet, or an unreadable one: every page's front matter is parsed.
    }
  }

  get(yaml: string, read: ReadonlySet<string> | undefined): ParsedFrontMatter | undefined {
    const key = keyOf(yaml, read);
    const text = this.used.get(key) ?? this.known[key];
    if (text === undefined) return undefined;
    this.used.set(key, text);
    return JSON.parse(text) as ParsedFrontMatter;
  }

  set(yaml: string, read: ReadonlySet<string> | undefined, parsed: ParsedFrontMatter): void {
    this.used.set(keyOf(yaml, read), JSON.stringify(parsed));
    this.added = true;
  }

  /** Writes the entries used since the last save (none new and none dropped: nothing to write). */
  async save(): Promise<void> {
    const dropped = Object.keys(this.known).length !== this.used.size;
    if (this.file && (this.added || dropped)) {
      const data: FrontMatterFile = { fingerprint: docsgenFingerprint(), entries: Object.fromEntries(this.used) };
      try {
        mkdirSync(path.dirname(this.file), { recursive: true });
        await writeFileAtomic(this.file, JSON.stringify(data));
      } catch {
        // A cache folder that cannot be written: the next build parses again.
      }
    }
    this.known = Object.fromEntries(this.used);
    this.used = new Map();
    this.added = false;
  }
}

/** The keys a source reads itself, then the YAML: the same text read the same way parses the same. */
function keyOf(yaml: string, read: ReadonlySet<string> | undefined): string {
  return `${read ? [...read].sort().join(',') : ''}\n${yaml}`;
}
