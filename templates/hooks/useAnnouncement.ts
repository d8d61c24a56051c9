import { useCallback, useEffect, useState } from 'react';
import { ANNOUNCEMENT_DISMISSED_KEY, ANNOUNCEMENT_ID_KEY } from 'docsgen/theme';

/**
 * As Docusaurus's bar: every view records the bar's id, and a new id clears a visitor's earlier
 * dismissal, so a closed bar stays closed until the site announces something else (and one that
 * comes back after another is shown again). The head script hides a dismissed bar before paint;
 * this hook then removes it from the tree.
 */
export function useAnnouncement(id: string | undefined): [boolean, () => void] {
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    if (id !== undefined) setDismissed(viewed(id));
  }, [id]);
  const dismiss = useCallback(() => {
    setDismissed(true);
    try {
      localStorage.setItem(ANNOUNCEMENT_ID_KEY, id ?? '');
      localStorage.setItem(ANNOUNCEMENT_DISMISSED_KEY, 'true');
    } catch {
      // Without storage the bar stays closed for this page view only.
    }
    document.documentElement.setAttribute('data-announcement-dismissed', '');
  }, [id]);
  return [dismissed, dismiss];
}

/** Records the view of `id`; whether the visitor has closed this bar. */
function viewed(id: string): boolean {
  try {
    const isNew = localStorage.getItem(ANNOUNCEMENT_ID_KEY) !== id;
    localStorage.setItem(ANNOUNCEMENT_ID_KEY, id);
    if (isNew) localStorage.setItem(ANNOUNCEMENT_DISMISSED_KEY, 'false');
    return !isNew && localStorage.getItem(ANNOUNCEMENT_DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}
