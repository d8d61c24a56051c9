import type { Element, ElementContent, Root } from 'hast';
import { createHash } from 'node:crypto';
import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { SKIP, visit } from '../content/visit.js';
import { isInside } from '../util/isInside.js';
import { addressKind } from '../shared/paths.js';
import { AggregateBuildError, ContentError, isFsError } from '../util/errors.js';
import { registerPageWork, withShardedPart } from '../content/shardedPart.js';
import type { DocsgenPlugin } from '../plugins/types.js';
import { ImageTooLargeError, NotAnImageError, optimizeImage, type ImageOptions, type OptimizedImage } from './optimizeImage.js';

export interface ImagesPluginOptions {
  /**
   * false: publish each image as it is (copied under a content-hashed name, no WebP variants, no
   * sharp). Default true.
   */
  optimize?: boolean;
  /** Encoder quality, 1–100. */
  quality?: number;
  /** Widths to emit (never above the source's own width). */
  widths?: number[];
  /** When true, `serve --watch` copies images unchanged (as `optimize: false`). The spec keeps optimisation on in dev. */
  disableInDev?: boolean;
}

const SIZES = '(max-width: 996px) 100vw, 860px';

/**
 * Publishes every local image the pages reference by a relative path: optimised into a responsive
 * <picture> (or, with `optimize: false`, copied as it is) under assets/img/, the src rewritten.
 * On in every site (see withPlugins); a site lists `images({...})` only to set options. A
 * missing image is left as written for the link gate, which reports it at file:line with the
 * run's other broken references.
 */
const IMAGES = 'images';

export function images(options: ImagesPluginOptions = {}): DocsgenPlugin {
  const settings: ImageOptions = { quality: options.quality ?? 80, widths: options.widths ?? [480, 960, 1440] };
  // One read and one (cached) optimisation per image file version, however many pages show it.
  const optimized = new Map<string, { stamp: string; image: Promise<OptimizedImage | Error> }>();
  // Per page, so a page processed again replaces its own problems (the dev server runs again and again).
  const problemsByPage = new Map<string, ContentError[]>();

  const optimizeFile = async (file: string, cacheDir: string): Promise<OptimizedImage | Error> => {
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return Object.assign(new Error('missing'), { missing: true });
    const stamp = `${info.size}:${info.mtimeMs}`;
    let entry = optimized.get(file);
    if (entry?.stamp !== stamp) {
      const image = readFile(file).then(
        (bytes) => optimizeImage(bytes, path.basename(file), settings, cacheDir).catch((error: Error) => error),
        (error: Error) => Object.assign(new Error('missing'), { cause: error, missing: true }),
      );
      entry = { stamp, image };
      optimized.set(file, entry);
    }
    return entry.image;
  };

  const plugin: DocsgenPlugin = {
    name: 'docsgen:images',
    async transformDoc(doc, ctx) {
      const optimize = options.optimize !== false && !(ctx.dev && options.disableInDev);
      const problems: ContentError[] = [];
      const found: { node: Element; index: number; parent: Root | Element }[] = [];
      visit(doc.hast, 'element', (node: Element, index, parent) => {
        if (node.tagName === 'pre') return SKIP;
        const src = node.properties.src;
        if (node.tagName === 'img' && typeof src === 'string' && isFileOfPage(src) && parent && index !== undefined) {
          found.push({ node, index, parent: parent as Root | Element });
        }
        return undefined;
      });
      for (const { node, index, parent } of found) {
        const src = String(node.properties.src);
        const file = path.resolve(path.dirname(doc.sourcePath), decodeURI(src.split(/[?#]/)[0]!));
        ctx.dependOn(doc, file);
        const line = node.position?.start.line;
        // Nothing from outside the site folder (and the docs folders the config names outside it) is published, through `..` or a symbolic link.
        const real = await realpath(file).catch(() => file);
        if (!(await insideSite(real, [ctx.config.rootDir, ...ctx.config.paths.outsideDocsDirs]))) {
          problems.push(new ContentError(doc.displayPath, `image ${src} is outside the site folder (${real}); copy it into the site`, line, node.position?.start.column));
          continue;
        }
        if (!optimize) {
          const bytes = await readFile(file).catch(() => undefined);
          // Missing: left as written, for the link gate.
          if (bytes) node.properties.src = ctx.emitFile(`assets/img/${copiedName(file, bytes)}`, bytes);
          continue;
        }
        const image = await optimizeFile(file, ctx.cacheDir);
        if (image instanceof Error) {
          // Missing: left as written, for the link gate.
          if ((image as Error & { missing?: boolean }).missing) continue;
          // The image cache could not be written: that is no fault of the image.
          if (isFsError(image)) throw image;
          // A file that is not an image, or one the decoder cannot read (truncated, corrupt).
          const detail =
            image instanceof ImageTooLargeError
              ? `image too large: ${src} is ${image.message}; make it smaller`
              : image instanceof NotAnImageError
                ? `not an image: ${src} (${image.message})`
                : `cannot decode image ${src}: ${image.message.split('\n')[0]}`;
          problems.push(new ContentError(doc.displayPath, detail, line, node.position?.start.column));
          continue;
        }
        parent.children[index] = pictureElement(node, image, (name, bytes) => ctx.emitFile(`assets/img/${name}`, bytes));
      }
      problemsByPage.set(doc.sourcePath, problems);
    },
    contentLoaded(ctx) {
      // Every page's image problems together, in page order.
      const problems = ctx.docs.flatMap((doc) => problemsByPage.get(doc.sourcePath) ?? []);
      if (problems.length === 1) throw problems[0];
      if (problems.length > 1) throw new AggregateBuildError(`${problems.length} image problems found`, problems.map((p) => p.message));
    },
  };
  // In a page worker, a page's problems come back as their parts (the worker hands emitted
  // files and dependencies back itself).
  type Parts = { file: string; detail: string; line?: number; column?: number }[];
  return withShardedPart(plugin, {
    factory: IMAGES,
    options,
    takePage(sourcePath): Parts | undefined {
      const problems = problemsByPage.get(sourcePath);
      problemsByPage.delete(sourcePath);
      return problems?.map(({ file, detail, line, column }) => ({ file, detail, line, column }));
    },
    putPage(sourcePath, parts) {
      if (parts) problemsByPage.set(sourcePath, (parts as Parts).map(({ file, detail, line, column }) => new ContentError(file, detail, line, column)));
    },
  });
}

/** `name-<hash>.ext`: a new version of the file gets a new name (the assets are cached for a year). */
function copiedName(file: string, bytes: Uint8Array): string {
  const ext = path.extname(file);
  const base = path.basename(file, ext).replace(/[^\w-]+/g, '-');
  return `${base}-${createHash('sha256').update(bytes).digest('hex').slice(0, 8)}${ext.toLowerCase()}`;
}

function pictureElement(img: Element, image: OptimizedImage, emit: (name: string, bytes: Uint8Array) => string): ElementContent {
  const srcset = image.variants.map((v) => `${emit(v.file, v.contents)} ${v.width}w`).join(', ');
  const fallback = emit(image.fallback.file, image.fallback.contents);
  return {
    type: 'element',
    tagName: 'picture',
    properties: {},
    position: img.position,
    children: [
      { type: 'element', tagName: 'source', properties: { type: 'image/webp', srcSet: srcset, sizes: SIZES }, children: [] },
      {
        type: 'element',
        tagName: 'img',
        properties: { ...img.properties, src: fallback, width: image.width, height: image.height, loading: 'lazy', decoding: 'async' },
        children: [],
        position: img.position,
      },
    ],
  };
}

registerPageWork(IMAGES, images);

/** Whether the real path `real` is below one of `roots` (resolved through symbolic links). */
async function insideSite(real: string, roots: string[]): Promise<boolean> {
  for (const root of roots) if (isInside(await realpath(root).catch(() => root), real)) return true;
  return false;
}

/** An image src read from the page's own folder: neither a URL with a scheme or host nor a site path (`/img/x.png`, the static folder's). */
function isFileOfPage(src: string): boolean {
  const kind = addressKind(src);
  return kind === 'relative' || kind === 'same-page';
}
