import { STUDENT_NOTE_MAX, type StudentNote } from '@lms/shared';
import { Button, Input } from 'antd';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/panel/Panel';
import { showToast } from '../../../components/toast/toast-store';
import { formatDateTime } from '../../../lib/date-format';
import { failureCode } from '../../../lib/request-failure';
import { useAddStudentNote } from '../api/add-student-note';
import styles from './StudentPage.module.css';

interface StudentNotesProps {
  courseId: number;
  studentId: number;
  notes: StudentNote[];
  readOnly: boolean;
}

/** The teachers' private notes on the student in this class, newest first, and a form to add one. */
export function StudentNotes({ courseId, studentId, notes, readOnly }: StudentNotesProps) {
  const { t } = useTranslation('studentPage');
  return (
    <Panel id="student-notes" title={t('notes.title')} description={t('notes.description')}>
      {readOnly ? (
        <p className={styles.muted}>{t('notes.readOnly')}</p>
      ) : (
        <NoteForm courseId={courseId} studentId={studentId} />
      )}
      {notes.length === 0 ? (
        <p className={styles.empty}>{t('notes.empty')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('notes.listLabel')}>
          {notes.map((note) => (
            <li key={note.id} className={styles.item}>
              <p className={styles.noteText}>{note.text}</p>
              <span className={styles.muted}>
                {t('notes.by', { name: note.author ?? t('notes.formerStaff'), time: formatDateTime(note.at) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function NoteForm({ courseId, studentId }: Omit<StudentNotesProps, 'notes' | 'readOnly'>) {
  const { t } = useTranslation('studentPage');
  const { t: tError } = useTranslation('errors');
  const [text, setText] = useState('');
  const add = useAddStudentNote(courseId, studentId);
  const fieldId = useId();
  const hintId = useId();
  const errorId = useId();
  const length = text.trim().length;
  const valid = length > 0 && length <= STUDENT_NOTE_MAX;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!valid || add.isPending) return;
    add.mutate(text.trim(), {
      onSuccess: () => {
        setText('');
        showToast(t('notes.added'), 'success');
      },
    });
  };

  return (
    <form className={styles.noteForm} onSubmit={submit}>
      <label htmlFor={fieldId}>{t('notes.label')}</label>
      <Input.TextArea
        id={fieldId}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (add.isError) add.reset();
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit();
        }}
        autoSize={{ minRows: 3, maxRows: 10 }}
        maxLength={STUDENT_NOTE_MAX}
        aria-describedby={add.isError ? `${hintId} ${errorId}` : hintId}
        aria-invalid={add.isError || undefined}
      />
      <div className={styles.noteFoot}>
        <span id={hintId} className={styles.muted}>
          {t('notes.counter', { count: text.length, max: STUDENT_NOTE_MAX })} · {t('notes.shortcut')}
        </span>
        <Button type="primary" htmlType="submit" disabled={!valid} loading={add.isPending}>
          {t('notes.add')}
        </Button>
      </div>
      {add.isError && (
        <p id={errorId} className={styles.error} role="alert">
          {tError(failureCode(add.error))}
        </p>
      )}
    </form>
  );
}
