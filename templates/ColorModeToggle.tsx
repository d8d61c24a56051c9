import { fillMessage, useThemeMessage, type SiteData } from 'docsgen/theme';
import type { ColorModeChoice } from './hooks/useColorMode.js';
import { MoonIcon, SunIcon, SystemModeIcon } from './Icons.js';

interface ColorModeToggleProps {
  /** The visitor's current choice: the button's title and label name it. */
  choice: ColorModeChoice;
  onToggle?: () => void;
  /** The site: what a swizzled ColorModeToggle's Docusaurus props and hooks are made from (see swizzleAdapters). */
  site?: SiteData;
}

/** The three icons are rendered; CSS shows the one for `html[data-theme-choice]`, so the first paint is right before hydration. */
export function ColorModeToggle({ choice, onToggle }: ColorModeToggleProps) {
  const modes = { light: useThemeMessage('theme.colorToggle.ariaLabel.mode.light'), dark: useThemeMessage('theme.colorToggle.ariaLabel.mode.dark'), system: useThemeMessage('theme.colorToggle.ariaLabel.mode.system') };
  const mode = modes[choice];
  const label = fillMessage(useThemeMessage('theme.colorToggle.ariaLabel'), { mode });
  return (
    <button
      type="button"
      className="color-mode-toggle"
      onClick={onToggle}
      aria-label={String(label)}
      title={mode}
      data-color-mode-toggle=""
    >
      <SunIcon className="color-mode-toggle__light" />
      <MoonIcon className="color-mode-toggle__dark" />
      <SystemModeIcon className="color-mode-toggle__system" />
    </button>
  );
}
