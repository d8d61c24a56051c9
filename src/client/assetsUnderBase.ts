import { withBase } from '../shared/paths.js';
import type { ClientAssets } from './clientAssets.js';

/** The client bundle's URLs (stylesheet, entry, page-kind chunks) as the browser requests them, under the base. */
export function assetsUnderBase(assets: ClientAssets, base: string): ClientAssets {
  if (base === '/') return assets;
  const under = (url: string) => withBase(base, url);
  const map = <T,>(record: Record<string, T>, f: (value: T) => T) => Object.fromEntries(Object.entries(record).map(([kind, value]) => [kind, f(value)]));
  return {
    css: under(assets.css),
    entry: under(assets.entry),
    chunks: map(assets.chunks, under) as ClientAssets['chunks'],
    preload: map(assets.preload, (urls) => urls.map(under)) as ClientAssets['preload'],
    ...(assets.islands ? { islands: { entry: under(assets.islands.entry), preload: assets.islands.preload.map(under) } } : {}),
    ...(assets.mermaid ? { mermaid: under(assets.mermaid) } : {}),
  };
}
