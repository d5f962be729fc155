import type { AddStudentResponse } from '@lms/shared';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoginCards } from './LoginCards';
import styles from './RosterForms.module.css';

interface AddedStudentsProps {
  added: AddStudentResponse;
  onMore(): void;
  onClose(): void;
}

/**
 * What every way of adding students (a new one, the school's, another class's) ends with: who
 * joined the class, the login cards of new passwords, and the choice to add more or close.
 */
export function AddedStudents({ added, onMore, onClose }: AddedStudentsProps) {
  const { t } = useTranslation('roster');
  return (
    <Result
      status="success"
      title={t('add.done')}
      subTitle={
        <ul className={styles.names}>
          {added.added.map((student) => (
            <li key={student.stuid}>{t('add.doneStudent', { name: student.username, account: student.account })}</li>
          ))}
        </ul>
      }
      extra={
        <>
          {added.cards && <LoginCards handle={added.cards} />}
          <div className={styles.actions}>
            <Button onClick={onMore}>{t('add.another')}</Button>
            <Button onClick={onClose}>{t('add.close')}</Button>
          </div>
        </>
      }
    />
  );
}
