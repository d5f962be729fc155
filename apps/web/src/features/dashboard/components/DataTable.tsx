import type { ReactNode } from 'react';
import styles from './DataTable.module.css';

export interface TableColumn {
  key: string;
  title: string;
  /** Figures are right-aligned so their digits line up. */
  numeric?: boolean;
}

export interface TableRow {
  key: string | number;
  /** The row's name (a day, an assignment, a level), read out as the header of its cells. */
  header: ReactNode;
  cells: ReactNode[];
}

interface DataTableProps {
  caption: string;
  /** The scrolling area's name, told apart from the chart's card named by the same caption. */
  label: string;
  /** The first column's title: what each row is. */
  rowTitle: string;
  columns: TableColumn[];
  rows: TableRow[];
}

/** A chart's figures as a plain table, scrolling sideways inside its card when the screen is narrow. */
export function DataTable({ caption, label, rowTitle, columns, rows }: DataTableProps) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard to scroll it.
    <section className={styles.scroller} tabIndex={0} aria-label={label}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{rowTitle}</th>
            {columns.map((column) => (
              <th key={column.key} scope="col" data-numeric={column.numeric}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.header}</th>
              {row.cells.map((cell, index) => (
                <td key={columns[index]?.key ?? index} data-numeric={columns[index]?.numeric}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
