import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { addBaseUrl } from './useBaseUrl.js';
import { useDocusaurusSite, type DocusaurusSite } from './siteContext.js';
import { FULL_LOAD_ATTRIBUTE, addressKind, isExternalAddress, pageAddress } from '../../../shared/paths.js';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to?: string;
  children?: ReactNode;
  autoAddBaseUrl?: boolean;
  isNavLink?: boolean;
  activeClassName?: string;
}

/**
 * A plain link: a path from `/` gets the base path; an external one opens in a new tab, as in
 * Docusaurus. `pathname:///x` (Docusaurus's way to a file or folder of the site that is no page) is
 * the site's `/x`, which the browser loads itself (FULL_LOAD_ATTRIBUTE), never client-navigated.
 * With `trailingSlash`, an internal link to a page ends in `/` (`../x` → `../x/`), as Docusaurus's
 * Link writes it; a `pathname://` link stays as written.
 */
export default function Link({ to, href, autoAddBaseUrl = true, isNavLink: _isNavLink, activeClassName: _active, children, ...rest }: LinkProps) {
  const { siteConfig } = useDocusaurusSite();
  const { url, fullLoad, otherSite } = resolveLink(to ?? href ?? '', siteConfig, autoAddBaseUrl);
  const newTab = otherSite && rest.target === undefined;
  return (
    <a href={url} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...(fullLoad ? { [FULL_LOAD_ATTRIBUTE]: '' } : {})} {...rest}>
      {children}
    </a>
  );
}

/**
 * Where a link to `given` leads, as Docusaurus's Link writes it (see Link): `url` its href;
 * `fullLoad` for a `pathname://` link; `otherSite` for a web page of another site (`https:`, `//host`),
 * which opens in a new tab unless the link says otherwise. `@theme/DocCard` links by the same rule.
 */
export function resolveLink(given: string, siteConfig: Pick<DocusaurusSite['siteConfig'], 'url' | 'baseUrl' | 'trailingSlash'>, autoAddBaseUrl = true): { url: string; fullLoad: boolean; otherSite: boolean } {
  const fullLoad = addressKind(given) === 'full-load';
  const target = fullLoad ? given.slice('pathname://'.length) : given;
  const external = isExternalAddress(target);
  // As Docusaurus's Link: the base goes on paths from `/` only; a relative `to` stays relative.
  const based = autoAddBaseUrl && addressKind(target) === 'site' ? addBaseUrl(siteConfig.url, siteConfig.baseUrl, target) : target;
  const url = fullLoad || external || given === '' ? based : pageAddress(based, siteConfig.trailingSlash);
  return { url, fullLoad, otherSite: external && /^(https?:)?\/\//i.test(target) };
}
