import { Select } from 'antd';
import { useId } from 'react';
import styles from './SearchToolbar.module.css';

export interface SortSelectProps<Sort extends string> {
  /** Shown before the choice, and its accessible name. */
  label: string;
  value: Sort;
  options: { value: Sort; label: string }[];
  onChange(value: Sort): void;
}

/** "Sort by" and its choice, kept at the end of a toolbar's line. */
export function SortSelect<Sort extends string>({ label, value, options, onChange }: SortSelectProps<Sort>) {
  const labelId = useId();
  return (
    <div className={styles.sort}>
      <span id={labelId} className={styles.sortLabel}>
        {label}
      </span>
      <Select<Sort>
        aria-labelledby={labelId}
        value={value}
        onChange={onChange}
        options={options}
        popupMatchSelectWidth={false}
      />
    </div>
  );
}
