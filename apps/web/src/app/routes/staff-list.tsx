import { UploadOutlined, UserAddOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header/PageHeader';
import { Panel } from '../../components/panel/Panel';
import { QueryView } from '../../components/query-view/QueryView';
import { useDocumentTitle } from '../../components/use-document-title';
import { useStaffList } from '../../features/account/api/get-staff-list';
import { ImportTeachersDialog } from '../../features/account/components/ImportTeachersDialog';
import { InviteTeacherDialog } from '../../features/account/components/InviteTeacherDialog';
import { StaffTable } from '../../features/account/components/StaffTable';
import { currentLanguage } from '../../lib/i18n/i18n';
import { can, useAuthStore } from '../../stores/auth-store';
import styles from './staff-list.module.css';

export function Component() {
  const { t } = useTranslation('account');
  const staff = useStaffList();
  const userid = useAuthStore((state) => state.userid);
  const institution = useAuthStore((state) => state.institution);
  // The company's staff read as the school's administrator, but have no account of their own
  // here: no row of the list is theirs, and the administrator's profile is not.
  const ownAccount = useAuthStore(can('own_account'));
  const you = ownAccount ? userid : null;
  const [inviting, setInviting] = useState(false);
  const [importing, setImporting] = useState(false);
  useDocumentTitle(t('staff.title'));

  return (
    <>
      <PageHeader
        title={t('staff.title')}
        lead={institution}
        actions={
          <div className={styles.headerActions}>
            <Button type="primary" icon={<UserAddOutlined aria-hidden />} onClick={() => setInviting(true)}>
              {t('invite.open')}
            </Button>
            <Button icon={<UploadOutlined aria-hidden />} onClick={() => setImporting(true)}>
              {t('importTeachers.open')}
            </Button>
            {ownAccount && (
              <Link className={styles.profileLink} to={`/account/${userid}`}>
                <UserOutlined aria-hidden />
                {t('staff.myProfile')}
              </Link>
            )}
          </div>
        }
      />
      <Panel id="staff-panel-title" title={t('staff.panelTitle')} description={t('staff.description')}>
        <QueryView query={staff} pending={<Skeleton active paragraph={{ rows: 6 }} />}>
          {(members) => <StaffTable staff={members} currentUserId={you} />}
        </QueryView>
      </Panel>
      {inviting && <InviteTeacherDialog defaultLanguage={currentLanguage()} onClose={() => setInviting(false)} />}
      {importing && <ImportTeachersDialog onClose={() => setImporting(false)} />}
    </>
  );
}
