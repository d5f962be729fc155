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
 * Every list of the app drawn as a table: on a wide screen a table; on a phone each row becomes
 * a card, every value under its column's name and the row's actions in reach, with no part of
 * the row off the screen. Sortable titles and "select all" stay above the cards.
 */
export function ListTable<T extends object>({ columns, className, ...props }: TableProps<T>) {
  const labelled = useMemo(() => (columns ? withCardLabels(columns) : columns), [columns]);
  return <Table<T> {...props} columns={labelled} className={className ? `${styles.list} ${className}` : styles.list} />;
}
