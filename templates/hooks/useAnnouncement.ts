import { useCallback, useEffect, useState } from 'react';
import { ANNOUNCEMENT_DISMISSED_KEY, ANNOUNCEMENT_ID_KEY } from 'docsgen/theme';

/**
 * Dismissal is stored with the bar's id: a new id shows the bar again. The head script hides a
 * dismissed bar before paint; this hook then removes it from the tree.
 */
export function useAnnouncement(id: string | undefined): [boolean, () => void] {
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    if (id && readDismissed(id)) setDismissed(true);
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

function readDismissed(id: string): boolean {
  try {
    return localStorage.getItem(ANNOUNCEMENT_ID_KEY) === id && localStorage.getItem(ANNOUNCEMENT_DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}
