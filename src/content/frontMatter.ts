import { isMap, isNode, isScalar, parseDocument, type Document } from 'yaml';
import { z } from 'zod';
import { ContentError } from '../util/errors.js';
import { isUnsafeUrl } from '../shared/unsafeUrl.js';

export const frontMatterSchema = z.object({
  id: z.string().regex(/^[\w-]+$/, 'letters, digits, "-" and "_" only').optional(),
  /** Else the page's first `# heading`. */
  title: z.string().min(1).optional(),
  /** Else the page's first paragraph. */
  description: z.string().min(1).optional(),
  sidebar_label: z.string().optional(),
  sidebar_position: z.number().optional(),
  /** `false`: the file and folder names' number prefixes (`01-intro.md`) stay in the doc's id and URL. */
  parse_number_prefixes: z.boolean().optional(),
  sidebar_class_name: z.string().optional(),
  /** Data of the site's own on the doc's sidebar item (`customProps`, as Docusaurus's): the theme's components read it. */
  sidebar_custom_props: z.record(z.string(), z.unknown()).optional(),
  /** From `/`: the page's path below the docs route; else resolved from the page's folder. */
  slug: z.string().optional(),
  keywords: z.array(z.string()).optional(),
  /** The page's own table-of-contents levels, instead of the config's `tableOfContents`. */
  toc_min_heading_level: z.number().int().min(2).max(6).optional(),
  toc_max_heading_level: z.number().int().min(2).max(6).optional(),
  /** No table of contents on the page. */
  hide_table_of_contents: z.boolean().optional(),
  /** The theme renders no title heading; a `# heading` the body starts with stays in the body (Docusaurus's rule). */
  hide_title: z.boolean().optional(),
  /** The sidebar the doc shows (an id of its version's sidebars), though it is in another or none; `null`: no sidebar. */
  displayed_sidebar: z.string().min(1).nullable().optional(),
  /** The doc's next and previous page by doc id (of its version), instead of its sidebar's neighbours; `null`: none. */
  pagination_next: z.string().min(1).nullable().optional(),
  pagination_prev: z.string().min(1).nullable().optional(),
  /** The doc's label in other pages' previous/next links. */
  pagination_label: z.string().min(1).optional(),
  /** The page's last update instead of git's (`showLastUpdateTime` / `showLastUpdateAuthor` show them): a date `Date` reads, an author. */
  last_update: z
    .strictObject({ date: z.union([z.string(), z.date()]).refine((date) => !Number.isNaN(new Date(date).getTime()), 'not a date').optional(), author: z.string().min(1).optional() })
    .refine((update) => update.date !== undefined || update.author !== undefined, 'a date, an author or both')
    .optional(),
  /** The page's "Edit this page" link instead of the one `editUrl` makes; `null`: none. */
  custom_edit_url: z.union([z.url().refine((url) => !isUnsafeUrl(url), 'a URL that runs script is not allowed'), z.null()]).optional(),
});

const KNOWN_KEYS = new Set(Object.keys(frontMatterSchema.shape));

/**
 * Docusaurus front matter keys docsgen does not act on. A page migrated from Docusaurus keeps
 * building: each one is a warning naming file:line, and the page renders as if it were absent.
 */
const IGNORED_DOCUSAURUS_KEYS = new Set([
  'tags',
  'image',
  'sidebar_key',
]);

/** Keys that would keep a page unpublished in Docusaurus: docsgen would publish it, so they are errors. */
const UNPUBLISHED_KEYS = new Set(['draft', 'unlisted']);

export type FrontMatter = z.output<typeof frontMatterSchema>;

export interface SplitSource {
  frontMatter: FrontMatter;
  /** The body with the front matter replaced by blank lines, so positions stay the file's own. */
  body: string;
  /** Keys that were read but left unused, with their line in the file. */
  warnings: { message: string; line: number; column?: number }[];
  /** Where the body's text starts in the source, after how many blank lines: `body` is made of them. */
  bodyStart: number;
  blankLines: number;
}

// An editor may save a UTF-8 byte order mark before the opening ---.
const FENCE = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/**
 * `read`: keys another part of docsgen reads from the raw front matter (a blog post's `authors`,
 * `tags`, `date`, `draft`…): neither warned about nor validated here.
 */
export function splitFrontMatter(source: string, file: string, read?: ReadonlySet<string>): SplitSource {
  const match = FENCE.exec(source);
  if (!match) return { frontMatter: {}, body: source, warnings: [], bodyStart: 0, blankLines: 0 };
  const parsed = parseFrontMatter(match[1]!, file, read);
  const blankLines = match[0].split('\n').length - 1;
  return { frontMatter: parsed.frontMatter, body: blankFrontMatter(source), warnings: parsed.warnings, bodyStart: match[0].length, blankLines };
}

/** Front matter parsed: its values and warnings, which follow from its YAML text and the keys a source reads. */
interface ParsedFrontMatter {
  frontMatter: FrontMatter;
  warnings: SplitSource['warnings'];
}

/** The YAML between the --- lines, checked: its values and warnings, or a ContentError at its line. */
function parseFrontMatter(yaml: string, file: string, read: ReadonlySet<string> | undefined): ParsedFrontMatter {
  const doc = parseFrontMatterYaml(yaml, file);
  const data: unknown = doc.toJS() ?? {};
  const warnings: SplitSource['warnings'] = [];
  if (data && typeof data === 'object' && !Array.isArray(data)) {
    for (const key of Object.keys(data)) {
      if (KNOWN_KEYS.has(key)) continue;
      if (read?.has(key)) {
        delete (data as Record<string, unknown>)[key];
        continue;
      }
      if (UNPUBLISHED_KEYS.has(key)) {
        const at = placeOf(doc, yaml, key, 'key');
        throw new ContentError(file, `front matter \`${key}\`: docsgen publishes every page in the docs folder; move the page out (or name it _${key}.md, a partial) to keep it unpublished`, at.line, at.column);
      }
      // Docusaurus keeps keys it does not know (a site's own `author:`, read by its components):
      // a warning, so `--strict` fails on them and a plain build does not.
      const message = IGNORED_DOCUSAURUS_KEYS.has(key)
        ? `front matter \`${key}\` (a Docusaurus key) is ignored: docsgen does not support it`
        : `front matter \`${key}\` is not a key docsgen reads: ignored`;
      warnings.push({ message, ...placeOf(doc, yaml, key, 'key') });
      delete (data as Record<string, unknown>)[key];
    }
  }
  const parsed = frontMatterSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const key = issue.code === 'unrecognized_keys' ? issue.keys.join(', ') : issue.path.join('.');
    // A wrong value is named at the value, an unknown key at the key.
    const at = issue.code === 'unrecognized_keys' ? placeOf(doc, yaml, String(issue.keys[0] ?? ''), 'key') : placeOfValue(doc, yaml, issue.path as (string | number)[]);
    throw new ContentError(file, `front matter \`${key}\`: ${issue.message}`, at.line, at.column);
  }
  const { toc_min_heading_level: min, toc_max_heading_level: max } = parsed.data;
  if (min !== undefined && max !== undefined && min > max) {
    const at = placeOf(doc, yaml, 'toc_min_heading_level', 'value');
    throw new ContentError(file, 'front matter `toc_min_heading_level` must not be greater than `toc_max_heading_level`', at.line, at.column);
  }
  return { frontMatter: parsed.data, warnings };
}

/** The YAML between a file's opening and closing --- lines, if it has front matter. */
export function frontMatterYaml(source: string): string | undefined {
  return FENCE.exec(source)?.[1];
}

/**
 * The front matter's YAML (the text between the --- lines) as a document; malformed YAML is an
 * error at its line and column in the file.
 */
export function parseFrontMatterYaml(yaml: string, file: string): Document {
  const doc = parseDocument(yaml, { prettyErrors: false });
  const yamlError = doc.errors[0];
  if (yamlError) {
    // linePos is only set with prettyErrors: the file position comes from the offset.
    const at = placeAt(yaml, yamlError.pos[0]);
    throw new ContentError(file, `malformed YAML front matter: ${yamlError.message.split('\n')[0]}`, at.line, at.column);
  }
  return doc;
}

/**
 * Where the front matter's value at `path` is in the file (`['tags', 1]`: the second tag), a
 * top-level key's value, or with `part: 'key'` the key itself; counting the opening --- line.
 */
export function frontMatterPlace(doc: Document, yaml: string, path: (string | number)[], part: 'key' | 'value' = 'value'): { line: number; column: number } {
  return part === 'key' || path.length < 2 ? placeOf(doc, yaml, String(path[0] ?? ''), part) : placeOfValue(doc, yaml, path);
}

/** The source with its front matter (if any) replaced by as many blank lines, as pages are compiled. */
export function blankFrontMatter(source: string): string {
  const match = FENCE.exec(source);
  return match ? '\n'.repeat(match[0].split('\n').length - 1) + source.slice(match[0].length) : source;
}

/** Where the value at `path` (`keywords.1`) is in the file; else its top-level key's value. */
function placeOfValue(doc: Document, yaml: string, path: (string | number)[]): { line: number; column: number } {
  const node: unknown = path.length > 1 ? doc.getIn(path, true) : undefined;
  const offset = isNode(node) ? node.range?.[0] : undefined;
  return offset === undefined ? placeOf(doc, yaml, String(path[0] ?? ''), 'value') : placeAt(yaml, offset);
}

function placeAt(yaml: string, offset: number): { line: number; column: number } {
  const before = yaml.slice(0, offset);
  return { line: before.split('\n').length + 1, column: offset - before.lastIndexOf('\n') };
}

/**
 * Where a top-level key (or its value) is in the file: line and column, counting the opening
 * `---` line (the YAML starts on line 2). A key the YAML does not have: its first line.
 */
function placeOf(doc: Document, yaml: string, key: string, part: 'key' | 'value'): { line: number; column: number } {
  const pair = isMap(doc.contents) ? doc.contents.items.find((item) => isScalar(item.key) && String(item.key.value) === key) : undefined;
  const node = pair && (part === 'value' && isNode(pair.value) ? pair.value : isNode(pair.key) ? pair.key : undefined);
  const offset = node?.range?.[0];
  return offset === undefined ? { line: 2, column: 1 } : placeAt(yaml, offset);
}
