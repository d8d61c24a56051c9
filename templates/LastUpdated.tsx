import { fillMessage, formatDate, useThemeMessage } from 'docsgen/theme';

export interface LastUpdatedProps {
  /** ISO 8601: the page's last commit, or its front matter `last_update.date`. */
  at?: string | undefined;
  /** Its author: the last commit's, or front matter `last_update.author`. */
  by?: string | undefined;
  /** The locale being read, and its calendar when not the Gregorian. */
  locale: string;
  calendar?: string | undefined;
}

/**
 * "Last updated on <date> by <author>", each part when given, in the locale's words (Docusaurus's
 * `theme.lastUpdated.*` ids) and date format, the date and author in bold as Docusaurus shows them.
 */
export function LastUpdated({ at, by, locale, calendar }: LastUpdatedProps) {
  const sentence = useThemeMessage('theme.lastUpdated.lastUpdatedAtBy');
  const onDate = useThemeMessage('theme.lastUpdated.atDate');
  const byUser = useThemeMessage('theme.lastUpdated.byUser');
  const date = at ? (
    <b>
      <time dateTime={at} itemProp="dateModified">
        {formatDate(at, locale, calendar)}
      </time>
    </b>
  ) : null;
  return (
    <span className="doc__updated theme-last-updated">
      {fillMessage(sentence, { atDate: date ? fillMessage(onDate, { date }) : '', byUser: by ? fillMessage(byUser, { user: <b>{by}</b> }) : '' })}
    </span>
  );
}
