import { describe, expect, it, vi } from 'vitest';

// Windows' separators, on any machine: the module sees node:path as path.win32.
vi.mock('node:path', async () => {
  const actual = await vi.importActual<typeof import('node:path')>('node:path');
  return { ...actual.win32, default: actual.win32 };
});

const { slashPath } = await import('../../src/util/slashPath.js');

describe('slashPath', () => {
  it('writes a path with `/` between its parts where the platform uses `\\`', () => {
    expect(slashPath('docs\\guide\\a.md')).toBe('docs/guide/a.md');
    expect(slashPath('a.md')).toBe('a.md');
    expect(slashPath('')).toBe('');
  });
});
