/** localStorage keys: written by the browser bundle, read by the inline head script the build emits. */
export const THEME_KEY = 'theme';
export const ANNOUNCEMENT_DISMISSED_KEY = 'docsgen.announcement.dismissed';
export const ANNOUNCEMENT_ID_KEY = 'docsgen.announcement.id';
export const DOCS_VERSION_KEY = 'docsgen.docs.version';
export const TAB_GROUP_KEY_PREFIX = 'docsgen.tabs.';
