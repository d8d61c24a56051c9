import { useDocusaurusSite } from './siteContext.js';

export interface BaseUrlOptions {
  forcePrependBaseUrl?: boolean;
  absolute?: boolean;
}

/** Docusaurus's rule: a path from `/` gets the base path (once); other URLs are left as written. */
export function addBaseUrl(siteUrl: string, baseUrl: string, url: string, { forcePrependBaseUrl = false, absolute = false }: BaseUrlOptions = {}): string {
  if (!url || url.startsWith('#') || /^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//')) return url;
  if (forcePrependBaseUrl) return `${absolute ? siteUrl : ''}${baseUrl}${url.replace(/^\//, '')}`;
  if (!url.startsWith('/')) return url;
  const path = url.startsWith(baseUrl) ? url : `${baseUrl}${url.slice(1)}`;
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
