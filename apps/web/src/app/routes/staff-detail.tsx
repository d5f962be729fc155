import { ArrowLeftOutlined } from '@ant-design/icons';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header/PageHeader';
import { Panel } from '../../components/panel/Panel';
import { QueryView } from '../../components/query-view/QueryView';
import { useDocumentTitle } from '../../components/use-document-title';
import { useStaffDetail } from '../../features/account/api/get-staff-detail';
import { StaffActivity } from '../../features/account/components/StaffActivity';
import { StaffClasses } from '../../features/account/components/StaffClasses';
import { StaffFacts } from '../../features/account/components/StaffFacts';
import styles from './staff-list.module.css';

/** A staff member's page for administrators: details and actions, classes, recent activity. */
export function StaffDetailPage({ userid }: { userid: number }) {
  const { t } = useTranslation('account');
  const detail = useStaffDetail(userid);
  useDocumentTitle(detail.data?.name ?? t('detail.title'));

  return (
    <>
      <PageHeader
        title={detail.data?.name ?? t('detail.title')}
        lead={t('detail.lead')}
        actions={
          <Link className={styles.profileLink} to="/account">
            <ArrowLeftOutlined aria-hidden />
            {t('detail.back')}
          </Link>
        }
      />
      <QueryView query={detail} pending={<Skeleton active paragraph={{ rows: 8 }} />}>
        {(found) => <StaffPanels userid={userid} detail={found} canManage />}
      </QueryView>
    </>
  );
}

/** The details, classes and activity panels, for an administrator's view or one's own page. */
export function StaffPanels({
  userid,
  detail,
  canManage,
}: {
  userid: number;
  detail: NonNullable<ReturnType<typeof useStaffDetail>['data']>;
  canManage: boolean;
}) {
  const { t } = useTranslation('account');
  return (
    <div className={styles.stack}>
      {canManage && (
        <Panel id="detail-facts-title" title={t('detail.facts')}>
          <StaffFacts detail={detail} canManage={canManage} />
        </Panel>
      )}
      <Panel id="detail-classes-title" title={t('detail.classes.title')} description={t('detail.classes.description')}>
        <StaffClasses teacherId={userid} classes={detail.class_list} canChangeTeacher={canManage} />
      </Panel>
      <Panel id="detail-activity-title" title={t('detail.activity')}>
        <StaffActivity activity={detail.activity} />
      </Panel>
    </div>
  );
}
