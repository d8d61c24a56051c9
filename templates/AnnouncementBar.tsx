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
  const [before, after] = splitAround(announcement.text, announcement.linkText);
  return (
    <div className="announcement" role="region" aria-label={regionLabel} style={announcement.backgroundColor || announcement.textColor ? { backgroundColor: announcement.backgroundColor, color: announcement.textColor } : undefined}>
      <p className="announcement__content">
        {before}
        {announcement.linkText && announcement.linkHref ? (
          <a href={announcement.linkHref} target="_blank" rel="noopener noreferrer">
            {announcement.linkText}
          </a>
        ) : null}
        {after}
      </p>
      {announcement.dismissible ? (
        <button type="button" className="announcement__close" aria-label={closeLabel} onClick={onDismiss}>
          <CloseIcon />
        </button>
      ) : null}
    </div>
  );
}

/** The link text is written inside the message; render that part of it as the link. */
function splitAround(text: string, linkText: string | undefined): [string, string] {
  if (!linkText) return [text, ''];
  const at = text.indexOf(linkText);
  return at === -1 ? [`${text} `, ''] : [text.slice(0, at), text.slice(at + linkText.length)];
}
