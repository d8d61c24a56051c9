import { parseDocument } from 'yaml';
import { z } from 'zod';
import { ContentError } from '../errors.js';

export const frontMatterSchema = z.strictObject({
  id: z.string().regex(/^[\w-]+$/, 'letters, digits, "-" and "_" only').optional(),
  /** Else the page's first `# heading`. */
  title: z.string().min(1).optional(),
  /** Else the page's first paragraph. */
  description: z.string().min(1).optional(),
  sidebar_label: z.string().optional(),
  sidebar_position: z.number().optional(),
  sidebar_class_name: z.string().optional(),
  slug: z.string().startsWith('/').optional(),
  keywords: z.array(z.string()).optional(),
});

export type FrontMatter = z.output<typeof frontMatterSchema>;

export interface SplitSource {
  frontMatter: FrontMatter;
  /** The body with the front matter replaced by blank lines, so positions stay the file's own. */
  body: string;
}

// An editor may save a UTF-8 byte order mark before the opening ---.
const FENCE = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

export function splitFrontMatter(source: string, file: string): SplitSource {
  const match = FENCE.exec(source);
  if (!match) return { frontMatter: {}, body: source };
  const doc = parseDocument(match[1]!, { prettyErrors: false });
  const yamlError = doc.errors[0];
  if (yamlError) {
    // linePos is only set with prettyErrors; compute the file position from the offset instead
    // (the YAML starts on the file's line 2, after the opening ---).
    const before = match[1]!.slice(0, yamlError.pos[0]);
    const line = before.split('\n').length + 1;
    const column = before.length - before.lastIndexOf('\n');
    throw new ContentError(file, `malformed YAML front matter: ${yamlError.message.split('\n')[0]}`, line, column);
  }
  const data: unknown = doc.toJS() ?? {};
  const parsed = frontMatterSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const key = issue.code === 'unrecognized_keys' ? issue.keys.join(', ') : issue.path.join('.');
    const line = lineOfKey(match[1]!, String(issue.path[0] ?? (issue.code === 'unrecognized_keys' ? issue.keys[0] : '')));
    throw new ContentError(file, `front matter \`${key}\`: ${issue.message}`, line);
  }
  const blank = '\n'.repeat(match[0].split('\n').length - 1);
  return { frontMatter: parsed.data, body: blank + source.slice(match[0].length) };
}

function lineOfKey(yaml: string, key: string): number {
  const index = yaml.split('\n').findIndex((line) => line.startsWith(`${key}:`));
  return index === -1 ? 1 : index + 2;
}
