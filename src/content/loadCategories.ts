import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { categoryLink } from '../config/schema.js';
import { ContentError } from '../util/errors.js';
import { slashPath } from '../util/slashPath.js';
import type { CategoryMeta } from './types.js';

// Docusaurus's keys; each is optional (without `label`, the linked doc's sidebar label, else the folder's name).
const categorySchema = z.strictObject({
  label: z.string().min(1).optional(),
  position: z.number().optional(),
  description: z.string().optional(),
  collapsed: z.boolean().optional(),
  collapsible: z.boolean().optional(),
  className: z.string().optional(),
  // `null`: no page of its own, not even the folder's index page.
  link: categoryLink.nullable().optional(),
  customProps: z.record(z.string(), z.unknown()).optional(),
});

export async function loadCategories(files: string[], docsDir: string, display: (file: string) => string): Promise<Map<string, CategoryMeta>> {
  const categories = new Map<string, CategoryMeta>();
  for (const file of files) {
    let data: unknown;
    let text = '';
    try {
      text = await readFile(file, 'utf8');
      // Docusaurus reads `_category_.yml` (and `.yaml`) as it reads `_category_.json`.
      data = file.endsWith('.json') ? JSON.parse(text) : parseYaml(text);
    } catch (error) {
      throw new ContentError(display(file), `cannot read category metadata: ${(error as Error).message}`);
    }
    const parsed = categorySchema.safeParse(data);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const keys = issue.path.length ? issue.path.map(String) : ((issue as { keys?: string[] }).keys ?? []);
      // The file itself is not an object (an array, a string): say what it should be.
      if (keys.length === 0) {
        const found = Array.isArray(data) ? 'an array' : data === null ? 'null' : `a ${typeof data}`;
        throw new ContentError(display(file), `expected an object such as { "label": "Guides", "position": 2 }, found ${found}`, 1, 1);
      }
      // The line of the first key named (`"label"`), when the file has it.
      const at = file.endsWith('.json') ? text.indexOf(JSON.stringify(keys[0])) : text.search(new RegExp(`^\\s*${keys[0]}\\s*:`, 'm'));
      const line = at === -1 ? undefined : text.slice(0, at).split('\n').length;
      throw new ContentError(display(file), `\`${issue.path.length ? keys.join('.') : keys.join(', ')}\`: ${issue.message}`, line);
    }
    const dir = slashPath(path.relative(docsDir, path.dirname(file)));
    categories.set(dir, { dir, file: display(file), ...parsed.data });
  }
  return categories;
}
