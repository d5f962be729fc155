import type { ReactNode } from 'react';
import styles from './AvatarChoice.module.css';

export interface AvatarOption<T extends string> {
  value: T;
  /** Said under the picture, or only to screen readers when `compact`. */
  label: string;
  picture: ReactNode;
}

interface AvatarChoiceProps<T extends string> {
  legend: string;
  /** The radio group's name, unique on the page. */
  name: string;
  options: AvatarOption<T>[];
  value: T;
  onChange(value: T): void;
  /** Small tiles that wrap, their labels for screen readers only (many pictures). */
  compact?: boolean;
}

/** Real radio buttons under the pictures, so the choice works with keyboard and screen readers. */
export function AvatarChoice<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  compact,
}: AvatarChoiceProps<T>) {
  return (
    <fieldset className={compact ? `${styles.choices} ${styles.compact}` : styles.choices}>
      <legend className={styles.legend}>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={styles.choice} data-checked={value === option.value}>
          <input
            className="visually-hidden"
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          {option.picture}
          <span className={compact ? 'visually-hidden' : undefined}>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
