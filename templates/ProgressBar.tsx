import { useThemeMessage } from 'docsgen/theme';

interface ProgressBarProps {
  visible: boolean;
}

/** The route-change bar; the router only sets `visible` once a change has taken over 200 ms. */
export function ProgressBar({ visible }: ProgressBarProps) {
  return <div className={visible ? 'progress progress--visible' : 'progress'} role="progressbar" aria-hidden={!visible} aria-label={useThemeMessage('theme.ProgressBar.ariaLabel')} />;
}
