import { ExportOutlined } from '@ant-design/icons';
import type { OidcSettings, OidcSettingsResponse } from '@lms/shared';
import { Alert, Button, Input, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FailureAlert } from '../../../components/failure-alert/FailureAlert';
import { Field } from '../../../components/field/Field';
import { useCheckedForm } from '../../../components/form/use-checked-form';
import { formatDateTime } from '../../../lib/date-format';
import { useSaveSchoolSignInSettings } from '../api/save-school-sign-in-settings';
import { openBlankTab, useTrySchoolSignIn } from '../api/try-school-sign-in';
import styles from './SchoolSignInSettingsForm.module.css';

const DOMAIN = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i;
const TEXT_MAX = 500;

interface Values {
  issuer: string;
  clientId: string;
  secret: string;
  domains: string;
  enabled: boolean;
}

function valuesOf(settings: OidcSettings | null): Values {
  return {
    issuer: settings?.issuer ?? '',
    clientId: settings?.client_id ?? '',
    secret: '',
    domains: settings?.domains.split(',').join(', ') ?? '',
    enabled: settings?.enabled ?? true,
  };
}

const domainsOf = (text: string) => text.split(',').map((domain) => domain.trim());

/**
 * The school's identity provider as its administrator sets it: issuer, client, a write-only
 * secret (left empty, the one set stays), the e-mail domains allowed and whether the sign-in
 * page offers it. Saving has the server read the provider, and says whether that worked and,
 * if not, why. "Try signing in" opens the provider in a new tab; the sign-in there names who it
 * would sign in, and signs in nobody.
 */
export function SchoolSignInSettingsForm({ current }: { current: OidcSettingsResponse }) {
  const { t } = useTranslation('account');
  const { t: tError } = useTranslation('errors');
  const save = useSaveSchoolSignInSettings();
  const trial = useTrySchoolSignIn();
  const { values, submitted, formRef, edit, submit, saved } = useCheckedForm(() => valuesOf(current.settings), save);
  const { settings } = current;

  const issuer = values.issuer.trim();
  const local: Record<Exclude<keyof Values, 'enabled'>, string | null> = {
    issuer:
      issuer === '' ? t('schoolSignIn.issuerRequired') : URL.canParse(issuer) ? null : t('schoolSignIn.issuerInvalid'),
    clientId: values.clientId.trim() === '' ? t('schoolSignIn.clientIdRequired') : null,
    secret: !settings && values.secret.trim() === '' ? tError('auth.oidc_secret_required') : null,
    domains: domainsOf(values.domains).every((domain) => DOMAIN.test(domain)) ? null : t('schoolSignIn.domainsInvalid'),
  };
  const errorOf = (field: keyof typeof local) => (submitted ? local[field] : null);

  const send = () =>
    save.mutate(
      {
        issuer,
        client_id: values.clientId.trim(),
        client_secret: values.secret.trim() || undefined,
        domains: domainsOf(values.domains).join(','),
        enabled: values.enabled,
      },
      {
        onSuccess: () => saved((shown) => ({ ...shown, secret: '' })),
      },
    );

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit(local, send)} noValidate>
      <Field id="sso-issuer" label={t('schoolSignIn.issuer')} error={errorOf('issuer')}>
        {(control) => (
          <Input
            {...control}
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            maxLength={TEXT_MAX}
            placeholder="https://id.your-school.example"
            value={values.issuer}
            onChange={(event) => edit('issuer', event.target.value)}
            status={errorOf('issuer') ? 'error' : undefined}
          />
        )}
      </Field>
      <Field id="sso-client-id" label={t('schoolSignIn.clientId')} error={errorOf('clientId')}>
        {(control) => (
          <Input
            {...control}
            autoComplete="off"
            spellCheck={false}
            maxLength={TEXT_MAX}
            value={values.clientId}
            onChange={(event) => edit('clientId', event.target.value)}
            status={errorOf('clientId') ? 'error' : undefined}
          />
        )}
      </Field>
      <Field id="sso-client-secret" label={t('schoolSignIn.secret')} error={errorOf('secret')}>
        {(control) => (
          <Input.Password
            {...control}
            autoComplete="new-password"
            maxLength={TEXT_MAX}
            placeholder={settings ? t('schoolSignIn.secretKept') : undefined}
            value={values.secret}
            onChange={(event) => edit('secret', event.target.value)}
            status={errorOf('secret') ? 'error' : undefined}
          />
        )}
      </Field>
      <Field id="sso-domains" label={t('schoolSignIn.domains')} error={errorOf('domains')}>
        {(control) => (
          <Input
            {...control}
            autoComplete="off"
            spellCheck={false}
            maxLength={1000}
            placeholder="your-school.example, staff.your-school.example"
            value={values.domains}
            onChange={(event) => edit('domains', event.target.value)}
            status={errorOf('domains') ? 'error' : undefined}
          />
        )}
      </Field>
      <div className={styles.switch}>
        <Switch
          id="sso-enabled"
          checked={values.enabled}
          onChange={(enabled) => edit('enabled', enabled)}
          aria-describedby="sso-enabled-hint"
        />
        <label htmlFor="sso-enabled">
          {t('schoolSignIn.enabled')}
          <span id="sso-enabled-hint" className={styles.hint}>
            {t('schoolSignIn.enabledHint')}
          </span>
        </label>
      </div>

      <dl className={styles.facts}>
        <div>
          <dt>{t('schoolSignIn.redirect')}</dt>
          <dd>
            <Typography.Text code copyable className={styles.address}>
              {current.redirect_uri}
            </Typography.Text>
          </dd>
        </div>
        <div>
          <dt>{t('schoolSignIn.checked')}</dt>
          <dd>{settings?.checked_at ? formatDateTime(settings.checked_at) : t('schoolSignIn.notChecked')}</dd>
        </div>
      </dl>

      {save.isError && <FailureAlert className={styles.alert} title={t('schoolSignIn.notSaved')} error={save.error} />}
      {save.isSuccess && (
        <Alert
          className={styles.alert}
          type="success"
          showIcon
          role="status"
          title={save.data.settings?.enabled ? t('schoolSignIn.savedOn') : t('schoolSignIn.savedOff')}
        />
      )}
      {trial.isError && (
        <FailureAlert className={styles.alert} title={t('schoolSignIn.tryFailed')} error={trial.error} />
      )}
      <div className={styles.actions}>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('schoolSignIn.save')}
        </Button>
        <Button
          icon={<ExportOutlined aria-hidden />}
          disabled={!settings?.checked_at}
          loading={trial.isPending}
          onClick={() => trial.mutate(openBlankTab())}
          aria-describedby="sso-try-hint"
        >
          {t('schoolSignIn.try')}
        </Button>
      </div>
      <p id="sso-try-hint" className={styles.hint}>
        {t('schoolSignIn.tryHint')}
      </p>
    </form>
  );
}
