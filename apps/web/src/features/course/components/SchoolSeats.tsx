import type { CourseSummary } from '@lms/shared';
import { Alert, Progress, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/panel/Panel';
import { ListTable } from '../../../components/table/ListTable';
import { formatDate } from '../../../lib/date-format';
import { failureCode } from '../../../lib/request-failure';
import { useCourseOptions } from '../api/get-course-options';
import styles from './SchoolSeats.module.css';

interface SchoolSeatsProps {
  active: CourseSummary[];
  expired: CourseSummary[];
}

type Row = CourseSummary & { state: 'active' | 'expiring' | 'expired' };

/**
 * For administrators: the school's quota of active students and what uses it, class by class,
 * with each class's expiry (expiring within 30 days, or expired) and what expiry means.
 */
export function SchoolSeats({ active, expired }: SchoolSeatsProps) {
  const { t } = useTranslation('course');
  const { t: tError } = useTranslation('errors');
  const options = useCourseOptions();
  const rows: Row[] = [
    ...active.map((course) => ({ ...course, state: course.expiring ? ('expiring' as const) : ('active' as const) })),
    ...expired.map((course) => ({ ...course, state: 'expired' as const })),
  ];

  return (
    <Panel id="school-seats" title={t('seats.title')} description={t('seats.description')}>
      {options.isPending ? (
        <Skeleton active title={false} paragraph={{ rows: 1 }} />
      ) : options.isError ? (
        <Alert type="error" showIcon title={tError(failureCode(options.error))} />
      ) : (
        <div className={styles.quota}>
          <span className={styles.quotaText}>
            {t('seats.quota', { used: options.data.quota_used, quota: options.data.quota })}
          </span>
          <Progress
            percent={Math.min(100, Math.round((options.data.quota_used / Math.max(1, options.data.quota)) * 100))}
            status={options.data.quota_used >= options.data.quota ? 'exception' : 'normal'}
            aria-label={t('seats.quota', { used: options.data.quota_used, quota: options.data.quota })}
          />
        </div>
      )}
      <ListTable<Row>
        className={styles.table}
        size="small"
        rowKey="courseid"
        dataSource={rows}
        pagination={false}
        scroll={{ x: 560 }}
        columns={[
          { key: 'name', title: t('seats.class'), dataIndex: 'course_name' },
          { key: 'teacher', title: t('fields.teacher'), dataIndex: 'teacher_name' },
          {
            key: 'seats',
            title: t('seats.used'),
            align: 'right',
            render: (_, row) => t('seats.ofLimit', { occupied: row.occupied, limit: row.student_limit }),
          },
          {
            key: 'expiry',
            title: t('fields.expiryDate'),
            render: (_, row) => (
              <span className={styles.expiry}>
                <time dateTime={row.expiry_date}>{formatDate(row.expiry_date)}</time>
                {row.state !== 'active' && (
                  <Tag color={row.state === 'expired' ? 'default' : 'warning'}>{t(`status.${row.state}`)}</Tag>
                )}
              </span>
            ),
          },
        ]}
      />
      <ul className={styles.notes}>
        <li>{t('seats.countedOnce')}</li>
        <li>{t('seats.expiringNote')}</li>
        <li>{t('seats.expiredNote')}</li>
      </ul>
    </Panel>
  );
}
