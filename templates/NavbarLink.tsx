import { useBaseUrlUtils, type NavLink } from 'docsgen/theme';
import { ExternalIcon } from './Icons.js';

interface NavbarLinkProps {
  item: NavLink;
  active: boolean;
  className?: string;
}

export function NavbarLink({ item, active, className = 'navbar__link' }: NavbarLinkProps) {
  const { withBaseUrl } = useBaseUrlUtils();
  if (item.external) {
    return (
      <a className={className} href={item.href} target="_blank" rel="noopener noreferrer">
        {item.label}
        <ExternalIcon className="icon-external" />
      </a>
    );
  }
  return (
    <a className={active ? `${className} ${className}--active` : className} href={withBaseUrl(item.href)} aria-current={active ? 'page' : undefined}>
      {item.label}
    </a>
  );
}
