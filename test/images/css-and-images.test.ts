/**
 * Issue 23, row 10: malformed `theme.customCss` is a warning at file:line (an error with --strict),
 * where it shipped silently; an image over the pixel limit says "too large" with its size and the
 * limit, where it said "not an image".
 */
import { crc32, deflateSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { expectGateFailure, expectSuccess, removeTempDirs, runCli } from '../helpers/cli.js';
import { smallSite } from '../helpers/smallSite.js';

afterAll(removeTempDirs);

/** A tiny PNG file whose header says `width` × `height` (grey, its pixel data cut short: only the header is read). */
function pngHeader(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.alloc(width + 1))), chunk('IEND', Buffer.alloc(0))]);
}

describe('stylesheets and images', { timeout: 180_000 }, () => {
  it('malformed customCss is a warning naming file:line, and an error with --strict', async () => {
    const site = await smallSite({ 'css/custom.css': ':root { --accent: teal; }\n.card { color: red;\n}\n}\n.box { padding: 1rem\n' }, "theme: { customCss: ['css/custom.css'] },");
    const built = await runCli(['build', '--config', site.config, '--out', site.out, '--no-crawl'], 120_000);
    expectSuccess(built);
    expect(built.stdout + built.stderr).toMatch(/stylesheet warnings? found \(onWarnings: 'warn'\)/);
    expect(built.stdout + built.stderr).toContain('css/custom.css:4:1: Unexpected "}"');
    expect(built.stdout + built.stderr).toContain('css/custom.css:6:1: Expected "}" to go with "{"');
    const strict = await runCli(['build', '--config', site.config, '--out', site.out, '--no-crawl', '--strict'], 120_000);
    expectGateFailure(strict, ["stylesheet warnings found (onWarnings: 'throw')", 'css/custom.css:4:1: Unexpected "}"']);
  });

  it('an image over the pixel limit fails as too large, with its size and the limit', async () => {
    const site = await smallSite({
      'content/docs/poster.md': '---\ntitle: Poster\ndescription: A big picture.\n---\n\nThe poster:\n\n![The poster](./poster.png)\n',
      'content/docs/poster.png': pngHeader(20_000, 20_000),
    }, 'plugins: [images()],');
    const result = await runCli(['build', '--config', site.config, '--out', site.out, '--no-crawl'], 120_000);
    const message = expectGateFailure(result, ['content/docs/poster.md:8:1', 'image too large: ./poster.png is 20000 × 20000 pixels (400.0 megapixels), more than the limit of 268.4 megapixels']);
    expect(message).not.toContain('not an image');
  });
});
