import type { AddStudentResponse, RosterInfo } from '@lms/shared';
import { Button, Drawer, Result, Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddStudentForm } from './AddStudentForm';
import { ExistingStudentSearch } from './ExistingStudentSearch';
import { LoginCards } from './LoginCards';
import styles from './RosterForms.module.css';

type Mode = 'new' | 'existing';

interface AddStudentDrawerProps {
  open: boolean;
  courseId: number;
  info: RosterInfo;
  onClose(): void;
}

/** Adds a new student, or students the school already has; then offers the new student's login card. */
export function AddStudentDrawer({ open, courseId, info, onClose }: AddStudentDrawerProps) {
  const { t } = useTranslation('roster');
  const [mode, setMode] = useState<Mode>('new');
  const [added, setAdded] = useState<AddStudentResponse | null>(null);

  const close = () => {
    setAdded(null);
    onClose();
  };

  return (
    <Drawer open={open} onClose={close} title={t('add.title')} size={600} destroyOnHidden>
      {added ? (
        <Result
          status="success"
          title={t('add.done')}
          subTitle={
            <ul className={styles.names}>
              {added.added.map((student) => (
                <li key={student.stuid}>
                  {t('add.doneStudent', { name: student.username, account: student.account })}
                </li>
              ))}
            </ul>
          }
          extra={
            <>
              {added.cards && <LoginCards handle={added.cards} />}
              <div className={styles.actions}>
                <Button onClick={() => setAdded(null)}>{t('add.another')}</Button>
                <Button onClick={close}>{t('add.close')}</Button>
              </div>
            </>
          }
        />
      ) : (
        <>
          <Segmented<Mode>
            className={styles.switcher}
            block
            aria-label={t('add.mode')}
            value={mode}
            onChange={setMode}
            options={[
              { value: 'new', label: t('add.newTitle') },
              { value: 'existing', label: t('add.existingTitle') },
            ]}
          />
          {mode === 'new' ? (
            <AddStudentForm courseId={courseId} info={info} onAdded={setAdded} />
          ) : (
            <ExistingStudentSearch courseId={courseId} info={info} onAdded={setAdded} />
          )}
        </>
      )}
    </Drawer>
  );
}
