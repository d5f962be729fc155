import { type AccountProfile, CREDENTIAL_LIMITS, nameProblem, type UserImage } from '@lms/shared';
import { Alert, Button, Input } from 'antd';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AvatarChoice } from '../../../components/avatar/AvatarChoice';
import { UserAvatar } from '../../../components/avatar/UserAvatar';
import { Field } from '../../../components/field/Field';
import { useFirstError } from '../../../components/form/use-first-error';
import { showToast } from '../../../components/toast/toast-store';
import { failureCode } from '../../../lib/request-failure';
import { useUpdateProfile } from '../api/update-profile';
import styles from './AccountForms.module.css';

const USER_IMAGE_CHOICES: { image: UserImage; label: 'man' | 'woman' }[] = [
  { image: '1', label: 'man' },
  { image: '2', label: 'woman' },
];

const EmailChangeDialog = lazy(() => import('./EmailChangeDialog').then((m) => ({ default: m.EmailChangeDialog })));

/** Name and avatar can be changed, the e-mail through a link sent to the new one; role and school are shown for reference. */
export function ProfileForm({ profile }: { profile: AccountProfile }) {
  const { t } = useTranslation('account');
  const firstError = useFirstError();
  const { t: tError } = useTranslation('errors');
  const update = useUpdateProfile();
  const [name, setName] = useState(profile.name);
  const [image, setImage] = useState<UserImage>(profile.image);
  const [changingEmail, setChangingEmail] = useState(false);

  const nameCode = nameProblem(name);
  const nameError = nameCode && tError(nameCode);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (nameError) {
      firstError.reveal();
      return;
    }
    update.mutate({ name: name.trim(), image }, { onSuccess: () => showToast(t('profile.saved'), 'success') });
  };

  return (
    <>
      <form ref={firstError.ref} onSubmit={submit} noValidate>
        {update.isError && (
          <Alert
            className={styles.alert}
            type="error"
            showIcon
            role="alert"
            title={tError(failureCode(update.error))}
          />
        )}
        <AvatarChoice<UserImage>
          legend={t('profile.avatar')}
          name="avatar"
          value={image}
          onChange={setImage}
          options={USER_IMAGE_CHOICES.map(({ image: choice, label }) => ({
            value: choice,
            label: t(`profile.${label}`),
            picture: <UserAvatar image={choice} size={64} />,
          }))}
        />
        <Field id="profile-name" label={t('profile.name')} error={nameError}>
          {(control) => (
            <Input
              {...control}
              autoComplete="name"
              maxLength={CREDENTIAL_LIMITS.nameMax}
              value={name}
              onChange={(event) => setName(event.target.value)}
              status={nameError ? 'error' : undefined}
            />
          )}
        </Field>
        <dl className={styles.facts}>
          <div>
            <dt>{t('profile.email')}</dt>
            <dd>
              {profile.email}{' '}
              <Button type="link" size="small" className={styles.inline} onClick={() => setChangingEmail(true)}>
                {t('email.change')}
              </Button>
              {profile.pending_email && (
                <span className={styles.pending}>{t('email.pending', { email: profile.pending_email })}</span>
              )}
            </dd>
          </div>
          <div>
            <dt>{t('profile.role')}</dt>
            <dd>{t(`role.${profile.role}`)}</dd>
          </div>
          <div>
            <dt>{t('profile.school')}</dt>
            <dd>{profile.institution}</dd>
          </div>
        </dl>
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          {t('profile.save')}
        </Button>
      </form>
      {changingEmail && (
        <Suspense>
          <EmailChangeDialog open onClose={() => setChangingEmail(false)} />
        </Suspense>
      )}
    </>
  );
}
