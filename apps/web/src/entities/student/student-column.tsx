import { Button, type TableColumnsType } from 'antd';
import styles from './student-column.module.css';

interface NamedStudent {
  stuid: number;
  username: string;
}

/** A results table's first column: each student's name, a button that opens their details in a dialog. */
export function studentColumn<S extends NamedStudent>(
  title: string,
  openLabel: (name: string) => string,
  onOpen: (stuid: number) => void,
): TableColumnsType<S>[number] {
  return {
    key: 'student',
    title,
    fixed: 'start',
    render: (_, student) => (
      <Button
        type="link"
        className={styles.studentButton}
        aria-haspopup="dialog"
        title={openLabel(student.username)}
        onClick={() => onOpen(student.stuid)}
      >
        {student.username}
      </Button>
    ),
  };
}
