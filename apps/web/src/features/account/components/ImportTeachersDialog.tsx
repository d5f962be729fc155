import {
  type ErrorCode,
  TEACHER_IMPORT_LIMITS,
  type TeacherImportPreview,
  type TeacherImportProblem,
  type TeacherImportRow,
  teacherImportRowsInvalidDetails,
} from '@lms/shared';
import { Alert, Button, Modal, Spin, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureAlert } from '../../../components/failure-alert/FailureAlert';
import { FileDrop } from '../../../components/file-drop/FileDrop';
import { ImportTemplate } from '../../../components/file-import/ImportTemplate';
import { RowProblems } from '../../../components/file-import/RowProblems';
import { ListTable } from '../../../components/table/ListTable';
import { showToast } from '../../../components/toast/toast-store';
import { failureCode, RequestFailure } from '../../../lib/request-failure';
import { useDownloadTeacherTemplate, useImportTeachers, usePreviewTeachers } from '../api/import-teachers';
import styles from './ImportTeachersDialog.module.css';

type Stage = { step: 'choose' } | { step: 'preview'; file: File; preview: TeacherImportPreview };

type ShownRow = TeacherImportRow & { problems: TeacherImportProblem[] };

/**
 * Importing teachers: the template and the file, then a check of every row that invites no one,
 * then the import itself, which invites every row or none.
 */
export function ImportTeachersDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('account');
  const { t: tCommon } = useTranslation('common');
  const { t: tError } = useTranslation('errors');
  const [stage, setStage] = useState<Stage>({ step: 'choose' });
  const [tooLarge, setTooLarge] = useState(false);
  const template = useDownloadTeacherTemplate();
  const check = usePreviewTeachers();
  const commit = useImportTeachers();

  const checkFile = (file: File) =>
    check.mutate(file, { onSuccess: (preview) => setStage({ step: 'preview', file, preview }) });

  // Someone may have taken an e-mail since the check: the refusal's rows replace the preview's.
  const importChecked = (file: File, preview: TeacherImportPreview) =>
    commit.mutate(file, {
      onSuccess: (result) => {
        showToast(t('importTeachers.done', { count: result.created }), 'success');
        onClose();
      },
      onError: (error) => {
        const rows = teacherImportRowsInvalidDetails.safeParse(error instanceof RequestFailure ? error.details : null);
        if (!rows.success) return;
        const failing = new Set(rows.data.problems.map((problem) => problem.row));
        setStage({
          step: 'preview',
          file,
          preview: {
            ...preview,
            rows: preview.rows.map((row) => ({ ...row, ok: row.ok && !failing.has(row.row) })),
            problems: rows.data.problems,
          },
        });
      },
    });

  const chooseAnother = () => {
    check.reset();
    commit.reset();
    setStage({ step: 'choose' });
  };

  const chooseStep = () => {
    if (check.isPending) {
      return (
        <div className={styles.checking}>
          <Spin size="large" />
          <p role="status">{t('importTeachers.checking', { name: check.variables?.name ?? '' })}</p>
        </div>
      );
    }
    const problem: ErrorCode | null = tooLarge ? 'import.too_large' : check.isError ? failureCode(check.error) : null;
    return (
      <>
        <p>{t('importTeachers.intro')}</p>
        <ImportTemplate
          notes={[t('importTeachers.columns'), t('importTeachers.rules')]}
          formats={[
            { format: 'csv', label: t('importTeachers.templateCsv') },
            { format: 'xlsx', label: t('importTeachers.templateXlsx') },
          ]}
          onDownload={(format) => template.mutate(format)}
          downloadError={template.error}
        />
        {problem && <Alert className={styles.alert} type="error" showIcon role="alert" title={tError(problem)} />}
        <FileDrop
          accept=".xlsx,.csv,.txt"
          maxBytes={TEACHER_IMPORT_LIMITS.maxBytes}
          title={t('importTeachers.drop')}
          hint={t('importTeachers.hint')}
          onTooLarge={() => setTooLarge(true)}
          onFile={(file) => {
            setTooLarge(false);
            checkFile(file);
          }}
        />
      </>
    );
  };

  const previewStep = (file: File, preview: TeacherImportPreview) => {
    const rows: ShownRow[] = preview.rows.map((row) => ({
      ...row,
      problems: preview.problems.filter((problem) => problem.row === row.row),
    }));
    const problemRows = rows.filter((row) => row.problems.length > 0);
    const clean = problemRows.length === 0;
    const columns: TableColumnsType<ShownRow> = [
      { key: 'row', dataIndex: 'row', title: t('importTeachers.row'), width: 56 },
      {
        key: 'teacher',
        title: `${t('importTeachers.name')} / ${t('importTeachers.email')}`,
        render: (_, row) => (
          <>
            <div>{row.name}</div>
            <div className={styles.email}>{row.email}</div>
          </>
        ),
      },
      {
        key: 'language',
        dataIndex: 'language',
        title: t('importTeachers.language'),
        // On a phone the row's language gives way to its problems.
        responsive: ['sm'],
        render: (language: TeacherImportRow['language']) => (language ? tCommon(`languages.${language}`) : ''),
      },
      {
        key: 'result',
        title: t('importTeachers.result'),
        render: (_, row) =>
          row.problems.length > 0 ? (
            <RowProblems problems={row.problems} columnName={(column) => t(`importTeachers.${column}`)} />
          ) : (
            <Tag color="blue">{t('importTeachers.ready')}</Tag>
          ),
      },
    ];
    return (
      <>
        {clean ? (
          <Alert
            className={styles.alert}
            type="success"
            showIcon
            title={t('importTeachers.readyTitle', { count: rows.length, file: file.name })}
            description={t('importTeachers.readyBody')}
          />
        ) : (
          <Alert
            className={styles.alert}
            type="error"
            showIcon
            role="alert"
            title={t('importTeachers.problemsTitle', { count: problemRows.length, file: file.name })}
            description={t('importTeachers.problemsBody')}
          />
        )}
        {commit.isError &&
          !teacherImportRowsInvalidDetails.safeParse(
            commit.error instanceof RequestFailure ? commit.error.details : null,
          ).success && <FailureAlert className={styles.alert} error={commit.error} />}
        <ListTable<ShownRow>
          aria-label={t('importTeachers.tableLabel')}
          size="small"
          rowKey="row"
          columns={columns}
          dataSource={clean ? rows : problemRows}
          pagination={{ hideOnSinglePage: true, pageSize: 50, showSizeChanger: false }}
          scroll={{ y: 320 }}
        />
        <div className={styles.footer}>
          <Button onClick={chooseAnother} disabled={commit.isPending}>
            {t('importTeachers.anotherFile')}
          </Button>
          {clean && (
            <Button type="primary" loading={commit.isPending} onClick={() => importChecked(file, preview)}>
              {t('importTeachers.confirm', { count: rows.length })}
            </Button>
          )}
        </div>
      </>
    );
  };

  return (
    <Modal
      open
      title={t('importTeachers.title')}
      footer={null}
      width={760}
      onCancel={onClose}
      closable={!commit.isPending}
      mask={{ closable: false }}
      keyboard={!commit.isPending}
    >
      {stage.step === 'choose' ? chooseStep() : previewStep(stage.file, stage.preview)}
    </Modal>
  );
}
