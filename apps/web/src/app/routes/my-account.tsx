import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/page-header/PageHeader';
import { Panel } from '../../components/panel/Panel';
import { QueryView } from '../../components/query-view/QueryView';
import { useDocumentTitle } from '../../components/use-document-title';
import { useMyProfile } from '../../features/account/api/get-my-profile';
import { useStaffDetail } from '../../features/account/api/get-staff-detail';
import { PasswordForm } from '../../features/account/components/PasswordForm';
import { ProfileForm } from '../../features/account/components/ProfileForm';
import { LanguageSelect } from '../../features/language/components/LanguageSelect';
import { useAuthStore } from '../../stores/auth-store';
import styles from './my-account.module.css';
import { StaffDetailPage, StaffPanels } from './staff-detail';

/** One's own account (profile, password, language, classes and activity); an administrator opens anyone's page of the school. */
export function Component() {
  const { userid } = useParams();
  const own = useAuthStore((state) => state.userid);
  return String(own) === userid ? <MyAccount userid={own ?? 0} /> : <StaffDetailPage userid={Number(userid)} />;
}

function MyAccount({ userid }: { userid: number }) {
  const { t } = useTranslation('account');
  const profile = useMyProfile();
  const email = useAuthStore((state) => state.email);
  const detail = useStaffDetail(userid);
  useDocumentTitle(t('mine.title'));

  return (
    <>
      <PageHeader title={t('mine.title')} lead={t('mine.lead')} />
      <div className={styles.columns}>
        <Panel id="profile-title" title={t('profile.title')} description={t('profile.description')}>
          <QueryView query={profile} pending={<Skeleton active avatar paragraph={{ rows: 4 }} />}>
            {(mine) => <ProfileForm key={profile.dataUpdatedAt} profile={mine} />}
          </QueryView>
        </Panel>
        <div className={styles.stack}>
          <Panel id="password-title" title={t('password.title')} description={t('password.description')}>
            <PasswordForm email={email} />
          </Panel>
          <Panel id="language-title" title={t('language.title')} description={t('language.description')}>
            <LanguageSelect className={styles.language} />
          </Panel>
        </div>
      </div>
      {detail.isSuccess && (
        <div className={styles.more}>
          <StaffPanels userid={userid} detail={detail.data} canManage={false} />
        </div>
      )}
    </>
  );
}
