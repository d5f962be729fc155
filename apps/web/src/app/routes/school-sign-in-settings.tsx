import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header/PageHeader';
import { Panel } from '../../components/panel/Panel';
import { LoadFailure } from '../../components/state-panel/LoadFailure';
import { useDocumentTitle } from '../../components/use-document-title';
import { useSchoolSignInSettings } from '../../features/auth/api/get-school-sign-in-settings';
import { SchoolSignInSettingsForm } from '../../features/auth/components/SchoolSignInSettingsForm';
import { failureCode } from '../../lib/request-failure';
import { useAuthStore } from '../../stores/auth-store';

/** The school's sign-in with its own accounts (OpenID Connect), for its administrators. */
export function Component() {
  const { t } = useTranslation('account');
  const { t: tError } = useTranslation('errors');
  const institution = useAuthStore((state) => state.institution);
  const settings = useSchoolSignInSettings();
  useDocumentTitle(t('schoolSignIn.title'));

  return (
    <>
      <PageHeader title={t('schoolSignIn.title')} lead={t('schoolSignIn.lead', { school: institution })} />
      <Panel id="school-sign-in-title" title={t('schoolSignIn.panelTitle')} description={t('schoolSignIn.description')}>
        {settings.isPending && <Skeleton active paragraph={{ rows: 8 }} />}
        {settings.isError && (
          <LoadFailure
            title={tError(failureCode(settings.error))}
            retryLabel={t('retry')}
            onRetry={() => settings.refetch()}
          />
        )}
        {settings.isSuccess && <SchoolSignInSettingsForm current={settings.data} />}
      </Panel>
    </>
  );
}
