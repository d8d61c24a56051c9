/** Schemes a browser runs as script (or renders as an active document) when navigated to. */
const SCRIPT_SCHEMES = new Set(['javascript', 'vbscript', 'livescript', 'mocha', 'data']);

// Characters a browser ignores inside or around a URL's scheme, plus the invisible ones an author
// cannot see: none of them may hide a scheme from this check.
// eslint-disable-next-line no-control-regex
const IGNORED = /[\u0000-\u0020\u007f-\u00a0\u00ad\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f\u2060-\u2064\u3000\ufeff]/g;
const SCHEME = /^([a-z][a-z\d+.-]*):/;

/**
 * Whether a URL, as a browser would read it, runs script. `value` is the attribute value after
 * character references were decoded (as every HAST tree holds it). Whitespace and control
 * characters anywhere, letter case and percent-encoding cannot hide the scheme. `data:` is safe
 * only for images (`image: true`) and only as `data:image/…`.
 */
export function isUnsafeUrl(value: string, options: { image?: boolean } = {}): boolean {
  for (const candidate of readings(value)) {
    const normal = candidate.replace(IGNORED, '').toLowerCase();
    const scheme = SCHEME.exec(normal)?.[1];
    if (scheme === undefined || !SCRIPT_SCHEMES.has(scheme)) continue;
    if (scheme === 'data' && options.image && normal.startsWith('data:image/')) continue;
    return true;
  }
  return false;
}

/** The value as written and with percent-encoding (repeatedly) undone. */
function readings(value: string): string[] {
  const all = [value];
  let current = value;
  for (let i = 0; i < 3 && current.includes('%'); i++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      decoded = current.replace(/%([\da-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    }
    if (decoded === current) break;
    all.push(decoded);
    current = decoded;
  }
  return all;
}
