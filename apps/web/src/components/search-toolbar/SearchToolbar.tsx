import type { ReactNode } from 'react';
import { SearchBox, type SearchBoxProps } from './SearchBox';
import styles from './SearchToolbar.module.css';
import { SortSelect, type SortSelectProps } from './SortSelect';

interface SearchToolbarProps<Sort extends string> {
  search: Omit<SearchBoxProps, 'className'>;
  sort?: SortSelectProps<Sort>;
  /** Further tools on the same line, after the search box (a column chooser, filters). */
  children?: ReactNode;
}

/** The line above a list: search on the left, sort order (or other tools) on the right, wrapping on a phone. */
export function SearchToolbar<Sort extends string>({ search, sort, children }: SearchToolbarProps<Sort>) {
  return (
    <div className={styles.toolbar}>
      <SearchBox {...search} className={styles.search} />
      {(children || sort) && (
        <div className={styles.end}>
          {children}
          {sort && <SortSelect {...sort} />}
        </div>
      )}
    </div>
  );
}
