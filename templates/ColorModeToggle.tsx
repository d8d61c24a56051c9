import { MoonIcon, SunIcon } from './Icons.js';

interface ColorModeToggleProps {
  onToggle?: () => void;
}

/** Both icons are rendered; CSS shows the one for the current `html[data-theme]`, so SSR matches. */
export function ColorModeToggle({ onToggle }: ColorModeToggleProps) {
  return (
    <button type="button" className="color-mode-toggle" onClick={onToggle} aria-label="Switch between dark and light mode" title="Switch between dark and light mode" data-color-mode-toggle="">
      <SunIcon className="color-mode-toggle__light" />
      <MoonIcon className="color-mode-toggle__dark" />
    </button>
  );
}
