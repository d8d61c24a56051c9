/** Serves a folder like a plain static host: clean URLs, `404.html` for unknown files, no compression. */
export function servePlain(root: string, port?: number, options?: { base?: string }): Promise<{ url: string; close(): Promise<void> }>;
