import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writePackage } from './writePackage.js';

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'docsgen-write-package-'));
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('writePackage', () => {
  it('writes the stand-in in the root\'s own node_modules, replacing a link to a linked package', () => {
    const install = path.join(dir, 'install', 'node_modules');
    mkdirSync(path.join(install, 'lamp-oil'), { recursive: true });
    const root = path.join(dir, 'site');
    mkdirSync(path.join(root, 'node_modules'), { recursive: true });
    symlinkSync(path.join(install, 'lamp-oil'), path.join(root, 'node_modules', 'lamp-oil'));
    writePackage(root, 'lamp-oil', { 'index.js': 'module.exports = 1;\n' });
    expect(readdirSync(path.join(root, 'node_modules', 'lamp-oil')).sort()).toEqual(['index.js', 'package.json']);
    expect(readdirSync(path.join(install, 'lamp-oil'))).toEqual([]);
  });

  it('refuses a root whose node_modules is a link (a copy\'s top folder links the checkout\'s install): it never writes into that install', () => {
    const install = path.join(dir, 'install', 'node_modules');
    mkdirSync(install, { recursive: true });
    const root = path.join(dir, 'copy');
    mkdirSync(root);
    symlinkSync(install, path.join(root, 'node_modules'));
    expect(() => writePackage(root, 'lamp-oil', { 'index.js': 'module.exports = 1;\n' })).toThrow(/node_modules is a link/);
    expect(() => writePackage(root, '@harbour/lamp-oil', { 'index.js': 'module.exports = 1;\n' })).toThrow(/node_modules is a link/);
    expect(existsSync(path.join(install, 'lamp-oil'))).toBe(false);
    expect(readdirSync(install)).toEqual([]);
  });
});
