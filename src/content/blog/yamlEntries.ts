import { parse } from 'yaml';
import { ContentError } from '../../util/errors.js';

/**
 * A blog's YAML file of keyed entries (authors.yml, tags.yml): each key with its value, in the
 * file's order. Malformed YAML, or YAML that is no map, is an error naming the file (`notAMap`:
 * what the latter says).
 */
export function yamlEntries(yaml: string, file: string, notAMap: string): [key: string, value: unknown][] {
  let data: unknown;
  try {
    data = parse(yaml) ?? {};
  } catch (error) {
    throw new ContentError(file, `malformed YAML: ${(error as Error).message.split('\n')[0]}`);
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new ContentError(file, notAMap);
  return Object.entries(data);
}
