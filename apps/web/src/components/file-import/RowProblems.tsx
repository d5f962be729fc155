import { isErrorCode } from '@lms/shared';
import { useTranslation } from 'react-i18next';
import styles from './RowProblems.module.css';

interface RowProblemsProps<C extends string> {
  /** What is wrong with one row of an imported file: in which column, and the error's code. */
  problems: { column: C; code: string }[];
  /** A column's name, as the template names it. */
  columnName(column: C): string;
}

/** A row's problems in an imported file's check, each after the name of its column. */
export function RowProblems<C extends string>({ problems, columnName }: RowProblemsProps<C>) {
  const { t } = useTranslation('errors');
  return (
    <ul className={styles.problems}>
      {problems.map((problem) => (
        <li key={`${problem.column}-${problem.code}`}>
          <span className={styles.column}>{columnName(problem.column)}</span>{' '}
          {t(isErrorCode(problem.code) ? problem.code : 'common.validation')}
        </li>
      ))}
    </ul>
  );
}
