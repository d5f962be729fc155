import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header/PageHeader';
import { Panel } from '../../components/panel/Panel';
import { QueryView } from '../../components/query-view/QueryView';
import { useDocumentTitle } from '../../components/use-document-title';
import { useSchoolSignInSettings } from '../../features/auth/api/get-school-sign-in-settings';
import { SchoolSignInSettingsForm } from '../../features/auth/components/SchoolSignInSettingsForm';
import { useAuthStore } from '../../stores/auth-store';

/** The school's sign-in with its own accounts (OpenID Connect), for its administrators. */
export function Component() {
  const { t } = useTranslation('account');
  const institution = useAuthStore((state) => state.institution);
  const settings = useSchoolSignInSettings();
  useDocumentTitle(t('schoolSignIn.title'));

  return (
    <>
      <PageHeader title={t('schoolSignIn.title')} lead={t('schoolSignIn.lead', { school: institution })} />
      <Panel id="school-sign-in-title" title={t('schoolSignIn.panelTitle')} description={t('schoolSignIn.description')}>
        <QueryView query={settings} pending={<Skeleton active paragraph={{ rows: 8 }} />}>
          {(current) => <SchoolSignInSettingsForm current={current} />}
        </QueryView>
      </Panel>
    </>
  );
}
