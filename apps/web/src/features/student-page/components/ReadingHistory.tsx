import { CheckCircleOutlined, MinusCircleOutlined } from '@ant-design/icons';
import { STUDENT_HISTORY_MAX, type StudentPageResponse } from '@lms/shared';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/panel/Panel';
import { ListTable } from '../../../components/table/ListTable';
import { formatDateTime } from '../../../lib/date-format';
import styles from './StudentPage.module.css';
import { TableScroll } from './TableScroll';

type Session = StudentPageResponse['history'][number];

/** The latest reading and viewing sessions in the class, newest first. */
export function ReadingHistory({ history }: { history: Session[] }) {
  const { t } = useTranslation('studentPage');
  const columns: TableColumnsType<Session> = [
    {
      key: 'at',
      title: t('history.at'),
      render: (_, row) => (
        <time className={styles.whole} dateTime={row.at}>
          {formatDateTime(row.at)}
        </time>
      ),
    },
    { key: 'material', title: t('history.material'), dataIndex: 'resource_name' },
    { key: 'type', title: t('history.type'), render: (_, row) => t(`type.${row.type === 'video' ? 'video' : 'book'}`) },
    { key: 'minutes', title: t('history.minutes'), dataIndex: 'minutes', align: 'end' },
    { key: 'pages', title: t('history.pages'), dataIndex: 'pages', align: 'end' },
    {
      key: 'completed',
      title: t('history.completed'),
      render: (_, row) => (
        <span className={styles.whole}>
          {row.completed ? <CheckCircleOutlined aria-hidden /> : <MinusCircleOutlined aria-hidden />}{' '}
          {row.completed ? t('history.finished') : t('history.unfinished')}
        </span>
      ),
    },
  ];
  return (
    <Panel
      id="student-history"
      title={t('history.title')}
      description={t('history.description', { count: STUDENT_HISTORY_MAX })}
    >
      {history.length === 0 ? (
        <p className={styles.empty}>{t('history.empty')}</p>
      ) : (
        <TableScroll title={t('history.title')}>
          <ListTable<Session>
            size="small"
            columns={columns}
            // Rows never move: the list comes whole, in its order.
            dataSource={history.map((row, index) => ({ ...row, key: index }))}
            pagination={{ hideOnSinglePage: true, pageSize: 20, showSizeChanger: false }}
          />
        </TableScroll>
      )}
    </Panel>
  );
}
