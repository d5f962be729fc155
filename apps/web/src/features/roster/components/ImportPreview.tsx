import type { ErrorCode, ImportAction, ImportResponse } from '@lms/shared';
import { Alert, Button, Segmented, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RowProblems } from '../../../components/file-import/RowProblems';
import { ListTable } from '../../../components/table/ListTable';
import { isClean, joining, type PreviewRow, previewRows } from '../import-preview';
import styles from './ImportWizard.module.css';

type Shown = 'all' | 'problems';

const ACTION_COLOR: Record<ImportAction, string> = { create: 'blue', enrol: 'green', unchanged: 'default' };

interface ImportPreviewProps {
  file: File;
  preview: ImportResponse;
  importing: boolean;
  /** Why the import itself was refused (the class or school changed since the check). */
  refusal: ErrorCode | null;
  onConfirm(): void;
  onAnotherFile(): void;
}

/** Step three: what the import would do with each row, and every problem found, before anything is written. */
export function ImportPreview({ file, preview, importing, refusal, onConfirm, onAnotherFile }: ImportPreviewProps) {
  const { t } = useTranslation('roster');
  const { t: tError } = useTranslation('errors');
  const rows = previewRows(preview);
  const problemRows = rows.filter((row) => row.problems.length > 0);
  const clean = isClean(preview);
  // A clean file of students who are all in the class already has nothing to import.
  const importable = clean && joining(preview) > 0;
  const [shown, setShown] = useState<Shown>(problemRows.length > 0 ? 'problems' : 'all');

  const columns: TableColumnsType<PreviewRow> = [
    { key: 'row', dataIndex: 'row', title: t('import.preview.row'), width: 72 },
    { key: 'username', dataIndex: 'username', title: t('fields.username') },
    { key: 'account', dataIndex: 'account', title: t('fields.account') },
    {
      key: 'result',
      title: t('import.preview.result'),
      render: (_, row) =>
        row.problems.length > 0 ? (
          <RowProblems problems={row.problems} columnName={(column) => t(`fields.${column}`)} />
        ) : (
          row.action && <Tag color={ACTION_COLOR[row.action]}>{t(`import.preview.action.${row.action}`)}</Tag>
        ),
    },
  ];

  // What stops the import comes first: the refusal of the import itself, then the class's seats or
  // the school's quota, then the rows. A file refused only for a limit highlights no row, so the
  // limit says on its own that nothing was imported.
  const limitText = (limit: ImportResponse['limits'][number]) =>
    limit.code === 'students.quota_full'
      ? t('import.preview.quota', { current: limit.current, quota: limit.quota, requested: limit.requested })
      : t('import.preview.seats', { current: limit.current, limit: limit.limit, requested: limit.requested });
  return (
    <div className={styles.step}>
      {refusal && <Alert className={styles.alert} type="error" showIcon role="alert" title={tError(refusal)} />}
      {preview.limits.map((limit) => (
        <Alert
          key={limit.code}
          className={styles.alert}
          type="error"
          showIcon
          role="alert"
          title={tError(limit.code)}
          description={
            problemRows.length === 0 ? (
              <>
                {limitText(limit)}
                <br />
                {t('import.preview.notImported')}
              </>
            ) : (
              limitText(limit)
            )
          }
        />
      ))}
      {clean && !refusal && (
        <Alert
          className={styles.alert}
          type={importable ? 'success' : 'info'}
          showIcon
          title={
            importable
              ? t('import.preview.readyTitle', { count: rows.length, file: file.name })
              : t('import.preview.nothingTitle', { file: file.name })
          }
          description={t('import.preview.readyBody', {
            created: preview.created,
            enrolled: preview.enrolled,
            unchanged: preview.unchanged,
          })}
        />
      )}
      {problemRows.length > 0 && (
        <Alert
          className={styles.alert}
          type="error"
          showIcon
          role="alert"
          title={t('import.preview.problemsTitle', { count: problemRows.length, file: file.name })}
          description={t('import.preview.problemsBody')}
        />
      )}
      {problemRows.length > 0 && (
        <Segmented<Shown>
          className={styles.alert}
          aria-label={t('import.preview.shown')}
          value={shown}
          onChange={setShown}
          options={[
            { value: 'problems', label: t('import.preview.showProblems', { count: problemRows.length }) },
            { value: 'all', label: t('import.preview.showAll', { count: rows.length }) },
          ]}
        />
      )}
      <ListTable<PreviewRow>
        className={styles.previewTable}
        size="small"
        rowKey="row"
        columns={columns}
        dataSource={shown === 'problems' ? problemRows : rows}
        pagination={{ hideOnSinglePage: true, pageSize: 50, showSizeChanger: false }}
        rowClassName={(row) => (row.problems.length > 0 ? (styles.problemRow ?? '') : '')}
        scroll={{ y: 360 }}
      />
      <div className={styles.footer}>
        <Button onClick={onAnotherFile} disabled={importing}>
          {t('import.preview.anotherFile')}
        </Button>
        {importable && (
          <Button type="primary" loading={importing} onClick={onConfirm}>
            {t('import.preview.confirm', { count: joining(preview) })}
          </Button>
        )}
      </div>
    </div>
  );
}
