import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { ContentError } from '../errors.js';
import { slashPath } from '../slashPath.js';
import type { CategoryMeta } from './types.js';

const categorySchema = z.strictObject({
  label: z.string().min(1),
  position: z.number().optional(),
  description: z.string().optional(),
  collapsed: z.boolean().optional(),
  collapsible: z.boolean().optional(),
  link: z.strictObject({ type: z.literal('generated-index'), slug: z.string().optional(), description: z.string().optional() }).optional(),
});

export async function loadCategories(files: string[], docsDir: string, display: (file: string) => string): Promise<Map<string, CategoryMeta>> {
  const categories = new Map<string, CategoryMeta>();
  for (const file of files) {
    let data: unknown;
    try {
      data = JSON.parse(await readFile(file, 'utf8'));
    } catch (error) {
      throw new ContentError(display(file), `cannot read category metadata: ${(error as Error).message}`);
    }
    const parsed = categorySchema.safeParse(data);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new ContentError(display(file), `\`${issue.path.join('.') || (issue as { keys?: string[] }).keys?.join(', ')}\`: ${issue.message}`);
    }
    const dir = slashPath(path.relative(docsDir, path.dirname(file)));
    categories.set(dir, { dir, ...parsed.data });
  }
  return categories;
}
