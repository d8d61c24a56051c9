import { Children, cloneElement, createContext, isValidElement, useContext, type ReactElement, type ReactNode } from 'react';
import type { TabItemProps } from './TabItem.js';

/** Counts the tab groups of one page render, so their ids are unique and stable. */
export const TabsCounter = createContext<{ next: number }>({ next: 0 });

export interface TabsProps {
  children?: ReactNode;
  /** Tab groups with the same id follow each other's choice (and it is remembered). */
  groupId?: string;
  /** The tab shown first when the reader has not chosen one yet. */
  defaultValue?: string;
  /** Labels for tab items that only give a value. */
  values?: { value: string; label?: string }[];
}

/**
 * The same sections `::::tabs` renders in Markdown: every panel readable without JavaScript, and
 * turned into a tab list by the browser bundle.
 */
export function Tabs({ children, groupId, defaultValue, values }: TabsProps) {
  const counter = useContext(TabsCounter);
  const id = `mdx-tabs-${++counter.next}`;
  const items = Children.toArray(children).filter((child): child is ReactElement<TabItemProps> => isValidElement(child));
  const chosen = defaultValue ?? items.find((item) => item.props.default)?.props.value;
  return (
    <div className="tabs" data-group={groupId || undefined} data-tabs={id} data-default={chosen}>
      {items.map((item, index) =>
        cloneElement(item, {
          key: index,
          panelId: `${id}-${index}`,
          label: item.props.label ?? values?.find((v) => v.value === item.props.value)?.label,
        }),
      )}
    </div>
  );
}
