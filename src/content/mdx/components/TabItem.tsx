import type { CSSProperties, ReactNode } from 'react';

export interface TabItemProps {
  children?: ReactNode;
  value: string;
  label?: string;
  /** Shown first (Tabs' `defaultValue` does the same). */
  default?: boolean;
  /** Added to the panel. */
  className?: string;
  /** Given to the tab itself (its label without JavaScript, its button with it): a class, a style, `data-`, `title` or `aria-` attributes. */
  attributes?: { className?: string; style?: CSSProperties } & Record<string, unknown>;
  /** Set by Tabs. */
  panelId?: string;
  /** Set by Tabs: the default tab, when it is not the first (shown first before the tab list is built). */
  isDefault?: boolean;
}

/** One panel of a Tabs group, with its label as the first line (as `:::tab` renders in Markdown). */
export function TabItem({ children, value, label, className, attributes, panelId, isDefault }: TabItemProps) {
  const shown = label ?? value;
  const { className: tabClass, style, ...rest } = attributes ?? {};
  const extra = Object.fromEntries(Object.entries(rest).filter(([name, v]) => /^(data-|aria-|title$)/.test(name) && (typeof v === 'string' || typeof v === 'number')));
  return (
    <div className={className ? `tabs__panel ${className}` : 'tabs__panel'} role="tabpanel" id={panelId} data-label={shown} data-value={value} data-default-panel={isDefault ? '' : undefined}>
      <p className={tabClass ? `tabs__label ${tabClass}` : 'tabs__label'} style={style} {...extra}>
        {shown}
      </p>
      {children}
    </div>
  );
}
