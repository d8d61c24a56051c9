import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { threadId } from 'node:worker_threads';

export interface ImageOptions {
  quality: number;
  widths: number[];
}

export interface ImageVariant {
  file: string;
  width: number;
  format: 'webp' | 'png' | 'jpeg';
  contents: Uint8Array;
}

export interface OptimizedImage {
  width: number;
  height: number;
  variants: ImageVariant[];
  /** The largest variant in the source's own format, for browsers without WebP. */
  fallback: ImageVariant;
}

interface CacheMeta {
  width: number;
  height: number;
  variants: Omit<ImageVariant, 'contents'>[];
  fallback: Omit<ImageVariant, 'contents'>;
}

export class NotAnImageError extends Error {}

/** The largest image (width × height) docsgen decodes: sharp's own default limit. */
export const MAX_IMAGE_PIXELS = 0x3fff * 0x3fff;

/** An image whose header is fine but whose size is over MAX_IMAGE_PIXELS. */
export class ImageTooLargeError extends Error {
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    super(`${width} × ${height} pixels (${megapixels(width * height)}), more than the limit of ${megapixels(MAX_IMAGE_PIXELS)}`);
  }
}

const megapixels = (pixels: number) => `${(pixels / 1e6).toFixed(1)} megapixels`;

/** Counts real encodes, so tests (and the bench) can prove the cache works. */
export const encodeStats = { encoded: 0 };

/**
 * Resizes one image to the configured widths (never above the source) as WebP plus a fallback
 * in its own format. Results are cached on disk by source bytes + options.
 */
export async function optimizeImage(source: Uint8Array, name: string, options: ImageOptions, cacheDir: string): Promise<OptimizedImage> {
  const key = createHash('sha256').update(source).update(JSON.stringify(options)).digest('hex').slice(0, 16);
  const dir = path.join(cacheDir, 'images', key);
  const cached = await readCache(dir);
  if (cached) return cached;

  // sharp (and libvips) load only when an image really has to be encoded.
  const { default: sharp } = await import('sharp');
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    // The header only: the size is checked here, so an image over the limit is named as such.
    meta = await sharp(source, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw new NotAnImageError((error as Error).message);
  }
  if (meta.width && meta.height && meta.width * meta.height > MAX_IMAGE_PIXELS) throw new ImageTooLargeError(meta.width, meta.height);
  if (!meta.width || !meta.height || !meta.format) throw new NotAnImageError('no image dimensions');
  const fallbackFormat: 'png' | 'jpeg' = meta.format === 'png' || meta.hasAlpha ? 'png' : 'jpeg';
  const widths = [...new Set(options.widths.filter((w) => w < meta.width!).concat(Math.min(meta.width, Math.max(...options.widths))))].sort((a, b) => a - b);
  const base = name.replace(/\.[^.]+$/, '').replace(/[^\w-]+/g, '-');
  const variants = await Promise.all(
    widths.map(async (width) => {
      encodeStats.encoded++;
      const contents = await sharp(source).resize({ width }).webp({ quality: options.quality }).toBuffer();
      return { file: `${base}-${key.slice(0, 8)}-${width}.webp`, width, format: 'webp' as const, contents };
    }),
  );
  const fallbackWidth = widths.at(-1)!;
  encodeStats.encoded++;
  const fallbackBytes =
    fallbackFormat === 'png'
      ? await sharp(source).resize({ width: fallbackWidth }).png({ quality: options.quality, compressionLevel: 9, palette: true }).toBuffer()
      : await sharp(source).resize({ width: fallbackWidth }).jpeg({ quality: options.quality, mozjpeg: true }).toBuffer();
  const fallback: ImageVariant = { file: `${base}-${key.slice(0, 8)}-${fallbackWidth}.${fallbackFormat === 'png' ? 'png' : 'jpg'}`, width: fallbackWidth, format: fallbackFormat, contents: fallbackBytes };
  const height = Math.round((meta.height * fallbackWidth) / meta.width);
  const result: OptimizedImage = { width: fallbackWidth, height, variants, fallback };
  await writeCache(dir, result);
  return result;
}

async function readCache(dir: string): Promise<OptimizedImage | null> {
  try {
    const meta = JSON.parse(await readFile(path.join(dir, 'meta.json'), 'utf8')) as CacheMeta;
    const load = async (v: Omit<ImageVariant, 'contents'>) => ({ ...v, contents: await readFile(path.join(dir, v.file)) });
    return { width: meta.width, height: meta.height, variants: await Promise.all(meta.variants.map(load)), fallback: await load(meta.fallback) };
  } catch {
    return null;
  }
}

async function writeCache(dir: string, image: OptimizedImage): Promise<void> {
  // Page workers of one build may encode the same image at once: each writes its own folder.
  const temp = `${dir}.tmp-${process.pid}-${threadId}`;
  await mkdir(temp, { recursive: true });
  for (const v of [...image.variants, image.fallback]) await writeFile(path.join(temp, v.file), v.contents);
  const strip = ({ contents: _contents, ...rest }: ImageVariant) => rest;
  const meta: CacheMeta = { width: image.width, height: image.height, variants: image.variants.map(strip), fallback: strip(image.fallback) };
  await writeFile(path.join(temp, 'meta.json'), JSON.stringify(meta));
  // Another build or page worker got there first: its copy is the same.
  await rename(temp, dir).catch(() => rm(temp, { recursive: true, force: true }));
}
