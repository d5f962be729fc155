import { CREDENTIAL_LIMITS, type Invitation, invitationProblem, type Language, variantLanguages } from '@lms/shared';
import { Alert, Input, Modal, Select } from 'antd';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/field/Field';
import { useFirstError } from '../../../components/form/use-first-error';
import { showToast } from '../../../components/toast/toast-store';
import { appConfig } from '../../../lib/config';
import { failureCode } from '../../../lib/request-failure';
import { useInviteTeacher } from '../api/invite-teacher';
import styles from './AccountForms.module.css';

interface InviteTeacherDialogProps {
  /** The language the invitation mail is written in unless changed: the administrator's own. */
  defaultLanguage: Language;
  onClose(): void;
}

/** Name, e-mail and mail language of a teacher to invite; the server sends the mail. */
export function InviteTeacherDialog({ defaultLanguage, onClose }: InviteTeacherDialogProps) {
  const { t } = useTranslation('account');
  const firstError = useFirstError();
  const { t: tCommon } = useTranslation('common');
  const { t: tError } = useTranslation('errors');
  const invite = useInviteTeacher();
  const [invitation, setInvitation] = useState<Invitation>({ name: '', email: '', language: defaultLanguage });
  const [submitted, setSubmitted] = useState(false);

  const problem = invitationProblem(invitation);
  const nameError = submitted && problem === 'students.name_invalid' ? tError(problem) : null;
  const emailError = submitted && problem === 'auth.email_invalid' ? tError(problem) : null;
  const change = (changes: Partial<Invitation>) => setInvitation((current) => ({ ...current, ...changes }));

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    setSubmitted(true);
    if (problem) {
      firstError.reveal();
      return;
    }
    invite.mutate(invitation, {
      onSuccess: () => {
        showToast(t('invite.sent', { email: invitation.email.trim() }), 'success');
        onClose();
      },
    });
  };

  return (
    <Modal
      open
      title={t('invite.title')}
      okText={t('invite.submit')}
      cancelText={t('cancel')}
      confirmLoading={invite.isPending}
      onOk={() => submit()}
      onCancel={onClose}
    >
      <form ref={firstError.ref} id="invite-form" onSubmit={submit} noValidate>
        <p>{t('invite.lead')}</p>
        {invite.isError && (
          <Alert
            className={styles.alert}
            type="error"
            showIcon
            role="alert"
            title={tError(failureCode(invite.error))}
          />
        )}
        <Field id="invite-name" label={t('invite.name')} error={nameError}>
          {(control) => (
            <Input
              {...control}
              autoComplete="off"
              maxLength={CREDENTIAL_LIMITS.nameMax}
              value={invitation.name}
              onChange={(event) => change({ name: event.target.value })}
              status={nameError ? 'error' : undefined}
            />
          )}
        </Field>
        <Field id="invite-email" label={t('invite.email')} error={emailError}>
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="off"
              maxLength={254}
              value={invitation.email}
              onChange={(event) => change({ email: event.target.value })}
              status={emailError ? 'error' : undefined}
            />
          )}
        </Field>
        <Field id="invite-language" label={t('invite.language')}>
          {(control) => (
            <Select<Language>
              id={control.id}
              className={styles.fullWidth}
              value={invitation.language}
              onChange={(language) => change({ language })}
              options={variantLanguages(appConfig.variant).map((language) => ({
                value: language,
                label: tCommon(`languages.${language}`),
              }))}
            />
          )}
        </Field>
        {/* Enter in a field submits, as in any form. */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </form>
    </Modal>
  );
}
