import { Table, type TableColumnsType, type TableProps } from 'antd';
import { useMemo } from 'react';
import styles from './ListTable.module.css';

/** Each cell carries its column's title, which names the value on a phone's card. */
function withCardLabels<T>(columns: TableColumnsType<T>): TableColumnsType<T> {
  return columns.map((column) => {
    if (typeof column.title !== 'string') return column;
    const label = { 'data-label': column.title };
    return {
      ...column,
      onCell: (record: T, index?: number) => ({ ...column.onCell?.(record, index), ...label }),
    };
  });
}

/**
 * As wide as the list's box: the cells' text wraps to fit it, and the table scrolls sideways
 * only when even its narrowest layout is wider. (Laid out at its content's full width, as
 * `x: 'max-content'` does, every cell keeps to one line and a wide screen scrolls for nothing.)
 */
const FIT_WIDTH = { x: '100%' } as const;

/**
 * Every list of the app drawn as a table: on a wide screen a table that fits its box; on a phone
 * each row becomes a card, every value under its column's name and the row's actions in reach,
 * with no part of the row off the screen. Sortable titles and "select all" stay above the cards.
 * A list that gives its own `scroll` (a fixed height, a minimum width) keeps it.
 */
export function ListTable<T extends object>({ columns, className, scroll, tableLayout, ...props }: TableProps<T>) {
  const labelled = useMemo(() => (columns ? withCardLabels(columns) : columns), [columns]);
  const fits = scroll === undefined;
  return (
    <Table<T>
      {...props}
      columns={labelled}
      scroll={fits ? FIT_WIDTH : scroll}
      // The browser's own layout, even beside a column kept in sight: columns take the room their content needs.
      tableLayout={tableLayout ?? (fits ? 'auto' : undefined)}
      className={className ? `${styles.list} ${className}` : styles.list}
    />
  );
}
