import { useThemeMessage, type SiteData } from 'docsgen/theme';
import { CloseIcon } from './Icons.js';

interface AnnouncementBarProps {
  announcement: NonNullable<SiteData['announcement']>;
  dismissed: boolean;
  onDismiss: () => void;
}

/** Hidden before first paint by the head script when dismissed (html[data-announcement-dismissed]). */
export function AnnouncementBar({ announcement, dismissed, onDismiss }: AnnouncementBarProps) {
  const regionLabel = useThemeMessage('theme.AnnouncementBar.ariaLabel');
  const closeLabel = useThemeMessage('theme.AnnouncementBar.closeButtonAriaLabel');
  if (dismissed) return null;
  return (
    <div className="announcement theme-announcement-bar" role="region" aria-label={regionLabel} style={announcement.backgroundColor || announcement.textColor ? { backgroundColor: announcement.backgroundColor, color: announcement.textColor } : undefined}>
      {announcement.html !== undefined ? (
        // The site's own config (a Docusaurus `announcementBar.content`): shown as written, as Docusaurus does.
        <div className="announcement__content" dangerouslySetInnerHTML={{ __html: announcement.html }} />
      ) : (
        <AnnouncementText announcement={announcement} />
      )}
      {announcement.dismissible ? (
        <button type="button" className="announcement__close" aria-label={closeLabel} onClick={onDismiss}>
          <CloseIcon />
        </button>
      ) : null}
    </div>
  );
}

/** The bar's text; the link text is written inside it: that part of it is the link. */
function AnnouncementText({ announcement }: { announcement: NonNullable<SiteData['announcement']> }) {
  const [before, after] = splitAround(announcement.text, announcement.linkText);
  return (
    <div className="announcement__content">
      {before}
      {announcement.linkText && announcement.linkHref ? (
        <a href={announcement.linkHref} target="_blank" rel="noopener noreferrer">
          {announcement.linkText}
        </a>
      ) : null}
      {after}
    </div>
  );
}

/** The link text is written inside the message; render that part of it as the link. */
function splitAround(text: string, linkText: string | undefined): [string, string] {
  if (!linkText) return [text, ''];
  const at = text.indexOf(linkText);
  return at === -1 ? [`${text} `, ''] : [text.slice(0, at), text.slice(at + linkText.length)];
}
