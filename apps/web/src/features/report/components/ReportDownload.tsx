import { DownloadOutlined, FileTextOutlined } from '@ant-design/icons';
import {
  type CourseInfo,
  LANGUAGES,
  type Language,
  REPORT_FORMATS,
  REPORT_KEEP_HOURS,
  REPORT_WINDOWS,
  type ReportFormat,
  type ReportScope,
  type ReportWindow,
} from '@lms/shared';
import { Alert, Button, Modal, Progress, Radio, Select } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/date-format';
import { failureCode } from '../../../lib/request-failure';
import { useDownloadReport } from '../api/download-report';
import { useReportStatus } from '../api/get-report-status';
import { useRequestReport } from '../api/request-report';
import styles from './ReportDownload.module.css';
import { fileSize, progressStep } from './report-progress';

export interface ReportDownloadProps {
  course: Pick<CourseInfo, 'courseid' | 'course_name'>;
  /** The whole class, or one student (by stuid). */
  scope: ReportScope;
  /** The window the page shows, offered first. */
  window: ReportWindow;
  /** The student's name, for a student's report's title (without it: "Student report"). */
  studentName?: string;
}

/**
 * A button opening the report dialog: the teacher picks the format, window and language, the
 * report is built in the background with its progress shown (and announced), then downloaded.
 */
export function ReportDownload({ course, scope, window, studentName }: ReportDownloadProps) {
  const { t } = useTranslation('report');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<FileTextOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {t('open')}
      </Button>
      {open && (
        <ReportDialog
          course={course}
          scope={scope}
          window={window}
          studentName={studentName}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

function ReportDialog({ course, scope, window, studentName, onClose }: ReportDownloadProps & { onClose(): void }) {
  const { t, i18n } = useTranslation('report');
  const { t: tCommon } = useTranslation('common');
  const { t: tError } = useTranslation('errors');
  const ids = useId();
  const [format, setFormat] = useState<ReportFormat>('xlsx');
  const [chosenWindow, setWindow] = useState<ReportWindow>(window);
  const [lang, setLang] = useState<Language>(i18n.language as Language);
  const [jobid, setJobid] = useState<string | null>(null);
  const request = useRequestReport(course.courseid);
  const status = useReportStatus(jobid);
  const download = useDownloadReport();
  const report = status.data;
  // The form gives way to the progress: focus follows, so a keyboard user is not left on nothing.
  const result = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (jobid !== null) result.current?.focus();
  }, [jobid]);

  const submit = () =>
    request.mutate({ format, scope, window: chosenWindow, lang }, { onSuccess: (answer) => setJobid(answer.jobid) });
  const again = () => {
    setJobid(null);
    request.reset();
    download.reset();
  };

  const name = scope === 'class' ? course.course_name : studentName;
  const title = name ? t('title', { name }) : t('studentTitle');
  const building = jobid !== null && (!report || report.state === 'queued' || report.state === 'running');

  const choice = (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('format.label')}</legend>
        <Radio.Group value={format} onChange={(event) => setFormat(event.target.value as ReportFormat)}>
          {REPORT_FORMATS.map((value) => (
            <Radio key={value} value={value}>
              {t(`format.${value}`)}
            </Radio>
          ))}
        </Radio.Group>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('window.label')}</legend>
        <Radio.Group
          className={styles.windows}
          value={chosenWindow}
          onChange={(event) => setWindow(event.target.value as ReportWindow)}
        >
          {REPORT_WINDOWS.map((value) => (
            <Radio key={value} value={value}>
              {t(`window.${value}`)}
            </Radio>
          ))}
        </Radio.Group>
      </fieldset>
      <div className={styles.group}>
        <label className={styles.legend} htmlFor={`${ids}-lang`}>
          {t('language')}
        </label>
        <Select
          id={`${ids}-lang`}
          className={styles.language}
          value={lang}
          onChange={(value) => setLang(value)}
          options={LANGUAGES.map((value) => ({ value, label: tCommon(`languages.${value}`) }))}
        />
      </div>
      <p className={styles.note}>{t('kept', { hours: REPORT_KEEP_HOURS })}</p>
      {request.isError && <Alert type="error" showIcon title={tError(failureCode(request.error))} />}
      <div className={styles.actions}>
        <Button onClick={onClose}>{tCommon('actions.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={request.isPending}>
          {t('create')}
        </Button>
      </div>
    </form>
  );

  return (
    <Modal open title={title} onCancel={onClose} footer={null} destroyOnHidden>
      {jobid === null ? choice : null}
      {jobid !== null && (
        <div className={styles.result} ref={result} tabIndex={-1}>
          {/* The live region stays mounted while the report is followed, so each step is announced. */}
          <p className="visually-hidden" role="status" aria-live="polite">
            {building && t('progress.announce', { percent: progressStep(report?.progress ?? 0) })}
            {report?.state === 'done' && t('done.announce', { name: report.file_name })}
            {report?.state === 'failed' && tError(report.error ?? 'report.build_failed')}
          </p>
          {building && (
            <>
              <p id={`${ids}-progress`}>{t(report?.state === 'running' ? 'progress.running' : 'progress.queued')}</p>
              <Progress percent={report?.progress ?? 0} aria-labelledby={`${ids}-progress`} />
            </>
          )}
          {status.isError && <Alert type="error" showIcon title={tError(failureCode(status.error))} />}
          {report?.state === 'done' && report.file_name && (
            <div className={styles.done}>
              <p className={styles.file}>
                <strong>{report.file_name}</strong> <span>({fileSize(report.bytes ?? 0, i18n.language)})</span>
              </p>
              {report.expires_at && (
                <p className={styles.note}>{t('done.expires', { time: formatDateTime(report.expires_at) })}</p>
              )}
              <Button
                type="primary"
                icon={<DownloadOutlined aria-hidden />}
                loading={download.isPending}
                onClick={() => download.mutate({ jobid, fileName: report.file_name ?? '' })}
              >
                {t('done.download')}
              </Button>
              {download.isError && <Alert type="error" showIcon title={tError(failureCode(download.error))} />}
            </div>
          )}
          {report?.state === 'failed' && (
            <Alert type="error" showIcon title={tError(report.error ?? 'report.build_failed')} />
          )}
          <div className={styles.actions}>
            {!building && <Button onClick={again}>{t('again')}</Button>}
            <Button onClick={onClose}>{tCommon('actions.close')}</Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
