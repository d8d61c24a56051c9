import { Children, cloneElement, createContext, isValidElement, useContext, type ReactElement, type ReactNode } from 'react';
import type { TabItemProps } from './TabItem.js';

/** Counts the tab groups of one page render, so their ids are unique and stable. */
export const TabsCounter = createContext<{ next: number }>({ next: 0 });

export interface TabsProps {
  children?: ReactNode;
  /** Tab groups with the same id follow each other's choice (and it is remembered). */
  groupId?: string;
  /** The tab shown first when the reader has not chosen one yet; wins over a TabItem's `default`. */
  defaultValue?: string | null;
  /** Labels (and tab attributes) by value; they win over the TabItems' own. */
  values?: { value: string; label?: string; attributes?: TabItemProps['attributes'] }[];
  /** Keeps the chosen tab in the page URL's query: `true` uses the groupId as the key, a string is the key. */
  queryString?: boolean | string;
  /** Tabs as wide as the column, sharing its width. */
  block?: boolean;
  /** Accepted for Docusaurus pages; every panel is still in the HTML (readable without JavaScript, searchable). */
  lazy?: boolean;
  className?: string;
}

/**
 * The same sections `::::tabs` renders in Markdown: every panel readable without JavaScript, and
 * turned into a tab list by the browser bundle.
 */
export function Tabs({ children, groupId, defaultValue, values, queryString, block, className }: TabsProps) {
  const counter = useContext(TabsCounter);
  const id = `mdx-tabs-${++counter.next}`;
  const items = Children.toArray(children).filter((child): child is ReactElement<TabItemProps> => isValidElement(child));
  const chosen = defaultValue ?? items.find((item) => item.props.default)?.props.value;
  // A default tab after the first is shown on first paint too, before the tab list is built.
  const defaultIndex = items.findIndex((item) => item.props.value === chosen);
  const queryKey = queryKeyOf(queryString, groupId);
  const classes = ['tabs', block ? 'tabs--block' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <div className={classes} data-group={groupId || undefined} data-tabs={id} data-default={chosen ?? undefined} data-default-later={defaultIndex > 0 ? '' : undefined} data-query-key={queryKey}>
      {items.map((item, index) => {
        const given = values?.find((v) => v.value === item.props.value);
        return cloneElement(item, {
          key: index,
          panelId: `${id}-${index}`,
          label: given?.label ?? item.props.label,
          attributes: given?.attributes ?? item.props.attributes,
          isDefault: index === defaultIndex && index > 0,
        });
      })}
    </div>
  );
}

function queryKeyOf(queryString: TabsProps['queryString'], groupId: string | undefined): string | undefined {
  if (queryString === undefined || queryString === false) return undefined;
  if (typeof queryString === 'string' && queryString !== '') return queryString;
  if (groupId) return groupId;
  throw new Error('<Tabs queryString> needs a groupId to use as the query key, or a key of its own: queryString="os"');
}
