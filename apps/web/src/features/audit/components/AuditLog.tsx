import { DownloadOutlined, FileSearchOutlined } from '@ant-design/icons';
import {
  AUDIT_ENTITIES,
  type AuditEntry,
  type AuditCriteriaValues as AuditFilters,
  type AuditListResponse,
} from '@lms/shared';
import { Button, DatePicker, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/query-view/QueryView';
import { StatePanel } from '../../../components/state-panel/StatePanel';
import { ListTable } from '../../../components/table/ListTable';
import { useFailureToast } from '../../../components/toast/use-failure-toast';
import { shownAuditEntry } from '../../../entities/audit/audit-entry';
import { DATE_FORMAT, formatDateTime } from '../../../lib/date-format';
import { useExportAuditLog } from '../api/export-audit-log';
import { AUDIT_PAGE_SIZE, useAuditLog } from '../api/get-audit-log';
import { AuditChanges } from './AuditChanges';
import styles from './AuditLog.module.css';

interface AuditLogProps {
  /** The school's classes, to filter by. */
  classes: { courseid: number; course_name: string }[];
}

/** The school's audit log: who changed what, filterable by who, what, class and days, and exportable. */
export function AuditLog({ classes }: AuditLogProps) {
  const { t } = useTranslation('audit');
  const [filters, setFilters] = useState<AuditFilters>({});
  const [page, setPage] = useState(1);
  const log = useAuditLog(filters, page);
  const exportLog = useExportAuditLog(filters);
  const failed = useFailureToast();
  const filter = (change: Partial<AuditFilters>) => {
    setFilters((current) => ({ ...current, ...change }));
    setPage(1);
  };
  const actionLabel = (action: string) => t(`actions.${action}`, { defaultValue: action });

  /** The log's table: loading, with no rows, until the first page is in; then the page shown. */
  const table = (answer?: AuditListResponse) => (
    <ListTable<AuditEntry>
      className={styles.table}
      rowKey="id"
      loading={log.isFetching}
      dataSource={answer?.record}
      scroll={{ x: 760 }}
      locale={{
        emptyText: answer ? (
          <StatePanel icon={<FileSearchOutlined />} title={t('empty.title')}>
            {t('empty.body')}
          </StatePanel>
        ) : (
          ' '
        ),
      }}
      pagination={{
        current: page,
        pageSize: AUDIT_PAGE_SIZE,
        total: answer?.total ?? 0,
        showSizeChanger: false,
        hideOnSinglePage: true,
        onChange: setPage,
      }}
      columns={[
        {
          key: 'at',
          title: t('columns.at'),
          width: 150,
          render: (_, entry) => <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>,
        },
        {
          key: 'what',
          title: t('columns.what'),
          render: (_, entry) => {
            const shown = shownAuditEntry(entry);
            return (
              <>
                <p className={styles.line}>{shown.sentence}</p>
                {shown.support && <p className={styles.support}>{shown.support}</p>}
              </>
            );
          },
        },
        {
          key: 'class',
          title: t('columns.class'),
          render: (_, entry) => entry.course_name ?? <span className={styles.muted}>—</span>,
        },
        {
          key: 'changes',
          title: t('columns.changes'),
          render: (_, entry) => <AuditChanges changes={shownAuditEntry(entry).changes} />,
        },
      ]}
    />
  );

  return (
    <>
      <search className={styles.filters} aria-label={t('filters.label')}>
        <Select
          aria-label={t('filters.who')}
          placeholder={t('filters.who')}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          value={filters.userid}
          onChange={(userid?: number) => filter({ userid })}
          options={log.data?.people.map((person) => ({ value: person.userid, label: person.name }))}
        />
        <Select
          aria-label={t('filters.entity')}
          placeholder={t('filters.entity')}
          allowClear
          value={filters.entity}
          onChange={(entity?: AuditFilters['entity']) => filter({ entity })}
          options={AUDIT_ENTITIES.map((entity) => ({ value: entity, label: t(`entities.${entity}`) }))}
        />
        <Select
          aria-label={t('filters.action')}
          placeholder={t('filters.action')}
          allowClear
          value={filters.action}
          onChange={(action?: string) => filter({ action })}
          options={log.data?.actions.map((action) => ({ value: action, label: actionLabel(action) }))}
        />
        <Select
          aria-label={t('filters.class')}
          placeholder={t('filters.class')}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          value={filters.courseid}
          onChange={(courseid?: number) => filter({ courseid })}
          options={classes.map((course) => ({ value: course.courseid, label: course.course_name }))}
        />
        <DatePicker.RangePicker
          aria-label={t('filters.days')}
          format={DATE_FORMAT}
          placeholder={[t('filters.from'), t('filters.to')]}
          onChange={(days) => filter({ from: days?.[0]?.format('YYYY-MM-DD'), to: days?.[1]?.format('YYYY-MM-DD') })}
        />
        <Space wrap className={styles.export}>
          {(['xlsx', 'csv'] as const).map((format) => (
            <Button
              key={format}
              icon={<DownloadOutlined aria-hidden />}
              loading={exportLog.isPending && exportLog.variables === format}
              onClick={() => exportLog.mutate(format, { onError: failed })}
            >
              {t(`export.${format}`)}
            </Button>
          ))}
        </Space>
      </search>
      <QueryView query={log} pending={table()} errorTitle={t('error.title')}>
        {table}
      </QueryView>
    </>
  );
}
