import { useDocusaurusSite } from './siteContext.js';
import { isExternalAddress } from '../../../shared/paths.js';

export interface BaseUrlOptions {
  forcePrependBaseUrl?: boolean;
  absolute?: boolean;
}

/**
 * Docusaurus's rule: a site path gets the base path once, from `/` or not (`useBaseUrl('docs/x')` is
 * `/docs/x` on every page); the base without its slash is the base; a URL with a protocol or an
 * anchor is left as written. (`<Link>` adds it to paths from `/` only, see Link.)
 */
export function addBaseUrl(siteUrl: string, baseUrl: string, url: string, { forcePrependBaseUrl = false, absolute = false }: BaseUrlOptions = {}): string {
  if (!url || url.startsWith('#') || isExternalAddress(url)) return url;
  if (forcePrependBaseUrl) return `${absolute ? siteUrl : ''}${baseUrl}${url.replace(/^\//, '')}`;
  if (url === baseUrl.replace(/\/$/, '')) return baseUrl;
  const path = url.startsWith(baseUrl) ? url : `${baseUrl}${url.replace(/^\//, '')}`;
  return absolute ? `${siteUrl}${path}` : path;
}

export default function useBaseUrl(url: string, options?: BaseUrlOptions): string {
  const { siteConfig } = useDocusaurusSite();
  return addBaseUrl(siteConfig.url, siteConfig.baseUrl, url, options);
}

export function useBaseUrlUtils(): { withBaseUrl: (url: string, options?: BaseUrlOptions) => string } {
  const { siteConfig } = useDocusaurusSite();
  return { withBaseUrl: (url, options) => addBaseUrl(siteConfig.url, siteConfig.baseUrl, url, options) };
}
