type Dict = Record<string, unknown>;

/** The tags the gtag plugin adds to every page's head, in docsgen's `htmlTags` form. */
export interface GtagTag {
  tagName: string;
  attributes: Record<string, string | boolean>;
  innerHTML?: string;
}

const isDict = (value: unknown): value is Dict => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `@docusaurus/plugin-google-gtag`'s options (the classic preset's `gtag`, or the plugin listed on
 * its own) as the head tags that plugin adds to every page in a production build: preconnects to
 * Google's two hosts, gtag.js loaded for the first tracking id, and the snippet that configures
 * every id (`anonymize_ip` when `anonymizeIP: true`). `trackingID` is a string or a list of them,
 * as Docusaurus's option schema takes it. Returns why not, for a warning, when the options are not
 * what that schema accepts.
 */
export function gtagTags(options: unknown): GtagTag[] | string {
  if (!isDict(options)) return 'takes { trackingID, anonymizeIP }: not added';
  const given = options.trackingID;
  const ids = (Array.isArray(given) ? given : [given]).filter((id): id is string => typeof id === 'string' && id.trim() !== '');
  if (ids.length === 0 || (Array.isArray(given) && ids.length !== given.length)) return 'trackingID must be a tracking id or a list of them (G-…): not added';
  // The id is written into a script: only the characters tracking ids are made of.
  const bad = ids.find((id) => !/^[A-Za-z0-9_-]+$/.test(id));
  if (bad !== undefined) return `trackingID ${JSON.stringify(bad)} is not a tracking id (letters, digits, - and _): not added`;
  if (options.anonymizeIP !== undefined && typeof options.anonymizeIP !== 'boolean') return 'anonymizeIP must be true or false: not added';
  const unknown = Object.keys(options).filter((key) => key !== 'trackingID' && key !== 'anonymizeIP' && key !== 'id');
  if (unknown.length > 0) return `${unknown.join(', ')}: not an option of the gtag plugin (trackingID, anonymizeIP): not added`;
  const settings = options.anonymizeIP === true ? `, { anonymize_ip: true }` : '';
  const configure = ids.map((id) => `gtag('config', '${id}'${settings});`).join('');
  return [
    { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://www.google-analytics.com' } },
    { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://www.googletagmanager.com' } },
    { tagName: 'script', attributes: { async: true, src: `https://www.googletagmanager.com/gtag/js?id=${ids[0]}` } },
    { tagName: 'script', attributes: {}, innerHTML: `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());${configure}` },
  ];
}
