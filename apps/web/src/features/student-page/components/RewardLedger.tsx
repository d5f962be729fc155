import type { StudentPageResponse } from '@lms/shared';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/panel/Panel';
import { ListTable } from '../../../components/table/ListTable';
import { formatDateTime } from '../../../lib/date-format';
import styles from './StudentPage.module.css';
import { TableScroll } from './TableScroll';

type Credit = StudentPageResponse['rewards'][number];

/** Why each EXP and ticket was given, newest first. */
export function RewardLedger({ rewards }: { rewards: Credit[] }) {
  const { t } = useTranslation('studentPage');
  const columns: TableColumnsType<Credit> = [
    {
      key: 'at',
      title: t('rewards.at'),
      render: (_, row) => (
        <time className={styles.whole} dateTime={row.at}>
          {formatDateTime(row.at)}
        </time>
      ),
    },
    {
      key: 'reason',
      title: t('rewards.reason'),
      render: (_, row) => (
        <>
          {t(`rewards.reasons.${row.reason === 'echo' ? 'echo' : 'assignment'}`)}
          <br />
          <span className={styles.muted}>
            {row.in_class ? (row.label ?? t('rewards.gone')) : t('rewards.otherClass')}
          </span>
        </>
      ),
    },
    { key: 'exp', title: t('rewards.exp'), align: 'end', render: (_, row) => `+${row.exp}` },
    { key: 'tickets', title: t('rewards.tickets'), align: 'end', render: (_, row) => `+${row.tickets}` },
  ];
  return (
    <Panel id="student-rewards" title={t('rewards.title')} description={t('rewards.description')}>
      {rewards.length === 0 ? (
        <p className={styles.empty}>{t('rewards.empty')}</p>
      ) : (
        <TableScroll title={t('rewards.title')}>
          <ListTable<Credit>
            size="small"
            columns={columns}
            // Rows never move: the list comes whole, in its order.
            dataSource={rewards.map((row, index) => ({ ...row, key: index }))}
            pagination={{ hideOnSinglePage: true, pageSize: 20, showSizeChanger: false }}
          />
        </TableScroll>
      )}
    </Panel>
  );
}
