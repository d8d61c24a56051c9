/** Inline SVG icons, sized by the surrounding font. */
interface IconProps {
  className?: string;
}

export function SunIcon({ className }: IconProps) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path fill="currentColor" d="M12 9a3 3 0 1 1 0 6 3 3 0 0 1 0-6m0-2a5 5 0 1 0 0 10 5 5 0 0 0 0-10zM2 13h2a1 1 0 0 0 0-2H2a1 1 0 0 0 0 2zm18 0h2a1 1 0 0 0 0-2h-2a1 1 0 0 0 0 2zM11 2v2a1 1 0 0 0 2 0V2a1 1 0 0 0-2 0zm0 18v2a1 1 0 0 0 2 0v-2a1 1 0 0 0-2 0zM5.99 4.58a1 1 0 0 0-1.41 1.41l1.06 1.06a1 1 0 0 0 1.41-1.41L5.99 4.58zm12.37 12.37a1 1 0 0 0-1.41 1.41l1.06 1.06a1 1 0 0 0 1.41-1.41l-1.06-1.06zm1.06-10.96a1 1 0 0 0-1.41-1.41l-1.06 1.06a1 1 0 0 0 1.41 1.41l1.06-1.06zM7.05 18.36a1 1 0 0 0-1.41-1.41l-1.06 1.06a1 1 0 0 0 1.41 1.41l1.06-1.06z" />
    </svg>
  );
}

export function MoonIcon({ className }: IconProps) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path fill="currentColor" d="M9.37 5.51A7.35 7.35 0 0 0 9.1 7.5c0 4.08 3.32 7.4 7.4 7.4.68 0 1.35-.09 1.99-.27A7.01 7.01 0 0 1 12 19c-3.86 0-7-3.14-7-7 0-2.93 1.81-5.45 4.37-6.49zM12 3a9 9 0 1 0 9 9c0-.46-.04-.92-.1-1.36a5.39 5.39 0 0 1-4.4 2.26 5.4 5.4 0 0 1-3.14-9.8c-.44-.06-.9-.1-1.36-.1z" />
    </svg>
  );
}

/** The system's setting: a ring, its right half filled. */
export function SystemModeIcon({ className }: IconProps) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path fill="currentColor" fillRule="evenodd" d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 2a7 7 0 0 0 0 14z" />
    </svg>
  );
}

/** A house: the breadcrumbs' home link in Docusaurus's layout. */
export function HomeIcon({ className }: IconProps) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path fill="currentColor" d="M12 3.2 2.5 11.8h2.8V20a1 1 0 0 0 1 1h4.2v-6h3v6h4.2a1 1 0 0 0 1-1v-8.2h2.8z" />
    </svg>
  );
}

/** A pencil: the "Edit this page" link's icon in Docusaurus's layout. */
export function EditIcon({ className }: IconProps) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path fill="currentColor" d="M3 21l1.2-4.6 3.4 3.4zM5.3 15.3 15.6 5 19 8.4 8.7 18.7zM16.7 3.9l1.4-1.4a1.5 1.5 0 0 1 2.1 0l1.3 1.3a1.5 1.5 0 0 1 0 2.1l-1.4 1.4z" />
    </svg>
  );
}

export function MenuIcon({ className }: IconProps) {
  return (
    <svg className={className} viewBox="0 0 30 30" width="26" height="26" aria-hidden="true">
      <path stroke="currentColor" strokeLinecap="round" strokeWidth="2" d="M4 7h22M4 15h22M4 23h22" />
    </svg>
  );
}

export function CloseIcon({ className }: IconProps) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
      <path stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" d="M5 5l14 14M19 5L5 19" />
    </svg>
  );
}

// Our own drawing (a frame with an arrow out of its corner), in the same 24-unit box as the engine's @theme/Icon/ExternalLink.
export function ExternalIcon({ className }: IconProps) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="13" height="13" aria-hidden="true">
      <path fill="currentColor" d="M2 5h9v2H4v13h13v-7h2v9H2zM14 2h8v8h-2V5.4l-8.3 8.3-1.4-1.4L18.6 4H14z" />
    </svg>
  );
}

export function SearchIcon({ className }: IconProps) {
  return (
    <svg className={className} viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
      <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M14.4 14.4 18 18M16.2 8.6a7.6 7.6 0 1 1-15.2 0 7.6 7.6 0 0 1 15.2 0z" />
    </svg>
  );
}

/** The language menu's mark: an ideogram beside a Latin A (translation). */
export function LanguageIcon({ className }: IconProps) {
  // Placed by its own style: only a site with a locale dropdown draws it (the stylesheet stays the same without).
  return (
    <svg className={className} viewBox="0 0 24 24" width="1.1em" height="1.1em" style={{ verticalAlign: 'text-bottom', marginRight: 5 }} aria-hidden="true">
      <path fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" d="M7.5 3v2.5M2.5 5.5h10M5 5.5c.9 3.6 3.3 6.4 7 8M10.2 5.5c-.9 3.6-3.4 6.4-7.2 8M12.5 21l4.5-10 4.5 10M14.1 17.5h5.8" />
    </svg>
  );
}
