import type { Element, ElementContent, Root } from 'hast';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { SKIP, visit } from 'unist-util-visit';
import { ContentError } from '../errors.js';
import type { DocsgenPlugin } from '../plugins/types.js';
import { NotAnImageError, optimizeImage, type ImageOptions, type OptimizedImage } from './optimizeImage.js';

export interface ImagesPluginOptions {
  /** Encoder quality, 1–100. */
  quality?: number;
  /** Widths to emit (never above the source's own width). */
  widths?: number[];
  /** When true, `serve --watch` copies images unchanged. The spec keeps optimisation on in dev. */
  disableInDev?: boolean;
}

const SIZES = '(max-width: 996px) 100vw, 860px';

/** Optimises every local image the Markdown references and turns it into a responsive <picture>. */
export function images(options: ImagesPluginOptions = {}): DocsgenPlugin {
  const settings: ImageOptions = { quality: options.quality ?? 80, widths: options.widths ?? [480, 960, 1440] };
  return {
    name: 'docsgen:images',
    async contentLoaded(ctx) {
      if (ctx.dev && options.disableInDev) return;
      const cacheDir = ctx.cacheDir;
      const problems: ContentError[] = [];
      for (const doc of ctx.docs) {
        const found: { node: Element; index: number; parent: Root | Element }[] = [];
        visit(doc.hast, 'element', (node: Element, index, parent) => {
          if (node.tagName === 'pre') return SKIP;
          const src = node.properties.src;
          if (node.tagName === 'img' && typeof src === 'string' && !/^[a-z][a-z\d+.-]*:/i.test(src) && !src.startsWith('/') && parent && index !== undefined) {
            found.push({ node, index, parent: parent as Root | Element });
          }
          return undefined;
        });
        for (const { node, index, parent } of found) {
          const src = String(node.properties.src);
          const file = path.resolve(path.dirname(doc.sourcePath), decodeURI(src.split(/[?#]/)[0]!));
          const line = node.position?.start.line;
          let bytes: Uint8Array;
          try {
            bytes = await readFile(file);
          } catch {
            problems.push(new ContentError(doc.displayPath, `image not found: ${src}`, line, node.position?.start.column));
            continue;
          }
          let image: OptimizedImage;
          try {
            image = await optimizeImage(bytes, path.basename(file), settings, cacheDir);
          } catch (error) {
            if (!(error instanceof NotAnImageError)) throw error;
            problems.push(new ContentError(doc.displayPath, `not an image: ${src} (${error.message})`, line, node.position?.start.column));
            continue;
          }
          parent.children[index] = pictureElement(node, image, (name, bytes) => ctx.emitFile(`assets/img/${name}`, bytes));
        }
      }
      if (problems.length === 1) throw problems[0];
      if (problems.length > 1) throw new ContentError(problems[0]!.file, problems.map((p) => p.message).join('\n  '));
    },
  };
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
