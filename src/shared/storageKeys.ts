/** localStorage keys: written by the browser bundle, read by the inline head script the build emits. */
export const THEME_KEY = 'theme';
/** Docusaurus's names (as `theme` is): a visitor who closed a migrated site's bar does not see it again. */
export const ANNOUNCEMENT_DISMISSED_KEY = 'docusaurus.announcement.dismiss';
export const ANNOUNCEMENT_ID_KEY = 'docusaurus.announcement.id';
export const DOCS_VERSION_KEY = 'docsgen.docs.version';
export const TAB_GROUP_KEY_PREFIX = 'docsgen.tabs.';
