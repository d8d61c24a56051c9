import { useThemeMessage } from 'docsgen/theme';

export function SkipLink() {
  return (
    <a className="skip-link" href="#main">
      {useThemeMessage('theme.common.skipToMainContent')}
    </a>
  );
}
