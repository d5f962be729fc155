import { type StudentAvatar as Avatar, type RosterInfo, type RosterStudent, STUDENT_AVATARS } from '@lms/shared';
import { Button, Drawer, Result, Switch } from 'antd';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AvatarChoice } from '../../../components/avatar/AvatarChoice';
import { StudentAvatar } from '../../../components/avatar/StudentAvatar';
import { useFirstError } from '../../../components/form/use-first-error';
import { showToast } from '../../../components/toast/toast-store';
import { failureCode } from '../../../lib/request-failure';
import { useModifyStudent } from '../api/modify-student';
import { type StudentValues, trimmed } from '../student-form';
import { useStudentForm } from '../use-student-form';
import { LoginCards } from './LoginCards';
import { RefusalAlert } from './RefusalAlert';
import styles from './RosterForms.module.css';
import { StudentFields } from './StudentFields';

interface EditStudentDrawerProps {
  courseId: number;
  student: RosterStudent;
  info: RosterInfo;
  onClose(): void;
}

function valuesOf(student: RosterStudent): StudentValues {
  return {
    username: student.username,
    account: student.account,
    password: '',
    pin: student.pin ?? '',
    parent_phone: student.parent_phone ?? '',
    parent_account: student.parent_account ?? '',
    remarks: student.remarks ?? '',
  };
}

/** A student's profile and avatar, a new password and the active switch; a new password brings a login card. */
export function EditStudentDrawer({ courseId, student, info, onClose }: EditStudentDrawerProps) {
  const { t } = useTranslation('roster');
  const firstError = useFirstError();
  const modify = useModifyStudent(courseId, student.stuid);
  const form = useStudentForm(valuesOf(student), modify.isError ? failureCode(modify.error) : null, modify.reset);
  const [active, setActive] = useState(student.active);
  const [avatar, setAvatar] = useState<Avatar>(student.avatar);
  const [cards, setCards] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.submit()) {
      firstError.reveal();
      return;
    }
    // Every profile field is sent (a blank one clears it); a blank password keeps the old one.
    const { password, ...profile } = trimmed(form.values);
    modify.mutate(password === '' ? { ...profile, active, avatar } : { ...profile, password, active, avatar }, {
      onSuccess: (result) => {
        if (result.cards) {
          setCards(result.cards);
          return;
        }
        showToast(t('edit.saved', { name: profile.username }), 'success');
        onClose();
      },
    });
  };

  return (
    <Drawer open onClose={onClose} title={t('edit.title', { name: student.username })} size={600}>
      {cards ? (
        <Result
          status="success"
          title={t('edit.passwordSet', { name: form.values.username.trim() })}
          extra={
            <>
              <LoginCards handle={cards} />
              <div className={styles.actions}>
                <Button onClick={onClose}>{t('add.close')}</Button>
              </div>
            </>
          }
        />
      ) : (
        <form
          ref={firstError.ref}
          onSubmit={submit}
          noValidate
          aria-label={t('edit.title', { name: student.username })}
        >
          {form.formCode && <RefusalAlert className={styles.alert} code={form.formCode} info={info} />}
          <AvatarChoice<Avatar>
            compact
            legend={t('fields.avatar')}
            name="edit-student-avatar"
            value={avatar}
            onChange={setAvatar}
            options={STUDENT_AVATARS.map((choice, index) => ({
              value: choice,
              label: t('fields.avatarOption', { number: index + 1 }),
              picture: <StudentAvatar avatar={choice} size={40} />,
            }))}
          />
          <StudentFields form={form} idPrefix="edit-student" passwordHint={t('form.passwordKept')} />
          <div className={styles.activeRow}>
            <Switch
              id="edit-student-active"
              aria-describedby="edit-student-active-hint"
              checked={active}
              onChange={(checked) => {
                modify.reset();
                setActive(checked);
              }}
            />
            <label htmlFor="edit-student-active">{t('fields.active')}</label>
            <span id="edit-student-active-hint" className={styles.activeHint}>
              {t('edit.activeHint')}
            </span>
          </div>
          <Button type="primary" htmlType="submit" loading={modify.isPending}>
            {t('edit.submit')}
          </Button>
        </form>
      )}
    </Drawer>
  );
}
