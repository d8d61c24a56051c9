import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * This repository's site keeps its own look in its theme folder (theme/brand.css, loaded through
 * `theme.customCss`): the built-in theme in templates/ carries none of its colours.
 */
const colours = (css: string) =>
  new Set(
    (css.replace(/\/\*[\s\S]*?\*\//g, '').match(/#[0-9a-f]{3,8}\b|rgba?\([^)]*\)/gi) ?? [])
      .map((colour) => colour.toLowerCase().replace(/\s+/g, ''))
      // Black and white are everyone's.
      .filter((colour) => !/^(#fff|#ffffff|#000|#000000)$/.test(colour) && !/^rgba?\((255,255,255|0,0,0)[,)]/.test(colour))
      // The alpha channel of a tint is not part of the brand colour.
      .map((colour) => colour.replace(/^rgba\((\d+,\d+,\d+),[\d.]+\)$/, 'rgb($1)')),
  );

describe("the site's theme folder", () => {
  it('holds every brand colour, and the default theme none of them', () => {
    // Text on the brand colour (`--on-primary`) is the theme's own black or near-black.
    const brand = colours(readFileSync('theme/brand.css', 'utf8').replace(/--on-primary:[^;]*;/g, ''));
    expect(brand.size).toBeGreaterThan(10);
    const stylesDir = 'templates/styles';
    for (const file of readdirSync(stylesDir)) {
      const used = [...colours(readFileSync(path.join(stylesDir, file), 'utf8'))].filter((colour) => brand.has(colour));
      expect(used, `${stylesDir}/${file}`).toEqual([]);
    }
  });
});
