import type { ReactNode } from 'react';

export interface TabItemProps {
  children?: ReactNode;
  value: string;
  label?: string;
  /** Shown first (Tabs' `defaultValue` does the same). */
  default?: boolean;
  /** Set by Tabs. */
  panelId?: string;
}

/** One panel of a Tabs group, with its label as the first line (as `:::tab` renders in Markdown). */
export function TabItem({ children, value, label, panelId }: TabItemProps) {
  const shown = label ?? value;
  return (
    <div className="tabs__panel" role="tabpanel" id={panelId} data-label={shown} data-value={value}>
      <p className="tabs__label">{shown}</p>
      {children}
    </div>
  );
}
