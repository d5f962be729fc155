import type { AddStudentResponse, RosterInfo } from '@lms/shared';
import { Drawer, Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddedStudents } from './AddedStudents';
import { AddStudentForm } from './AddStudentForm';
import { ExistingStudentSearch } from './ExistingStudentSearch';
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
        <AddedStudents added={added} onMore={() => setAdded(null)} onClose={close} />
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
