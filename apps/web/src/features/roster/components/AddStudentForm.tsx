import type { AddStudentResponse, RosterInfo } from '@lms/shared';
import { Button } from 'antd';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFirstError } from '../../../components/form/use-first-error';
import { failureCode } from '../../../lib/request-failure';
import { useAddStudents } from '../api/add-students';
import { EMPTY_STUDENT, trimmed } from '../student-form';
import { useStudentForm } from '../use-student-form';
import { RefusalAlert } from './RefusalAlert';
import styles from './RosterForms.module.css';
import { StudentFields } from './StudentFields';

interface AddStudentFormProps {
  courseId: number;
  info: RosterInfo;
  onAdded(result: AddStudentResponse): void;
}

/** One new student: name and account are required; a blank password is generated and printed on the login card. */
export function AddStudentForm({ courseId, info, onAdded }: AddStudentFormProps) {
  const { t } = useTranslation('roster');
  const firstError = useFirstError();
  const add = useAddStudents(courseId);
  const form = useStudentForm(EMPTY_STUDENT, add.isError ? failureCode(add.error) : null, add.reset);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.submit()) {
      firstError.reveal();
      return;
    }
    // Blank optional fields are left out rather than sent empty.
    const body = Object.fromEntries(Object.entries(trimmed(form.values)).filter(([, value]) => value !== ''));
    add.mutate(body, { onSuccess: onAdded });
  };

  return (
    <form ref={firstError.ref} onSubmit={submit} noValidate aria-label={t('add.newTitle')}>
      {form.formCode && <RefusalAlert className={styles.alert} code={form.formCode} info={info} />}
      <StudentFields form={form} idPrefix="add-student" passwordHint={t('form.passwordGenerated')} />
      <Button type="primary" htmlType="submit" loading={add.isPending}>
        {t('add.submit')}
      </Button>
    </form>
  );
}
