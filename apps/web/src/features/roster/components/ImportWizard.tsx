import { type ImportResponse, importRowsInvalidDetails } from '@lms/shared';
import { Button, Modal, Result, Steps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureCode, RequestFailure } from '../../../lib/request-failure';
import { useImportStudents } from '../api/import-students';
import { ImportPreview } from './ImportPreview';
import { ImportTemplateStep } from './ImportTemplateStep';
import { ImportUploadStep } from './ImportUploadStep';
import styles from './ImportWizard.module.css';
import { LoginCards } from './LoginCards';

type Stage =
  | { step: 'template' }
  | { step: 'upload' }
  | { step: 'preview'; file: File; preview: ImportResponse }
  | { step: 'result'; result: ImportResponse };

const STEPS = ['template', 'upload', 'preview', 'result'] as const;

interface ImportWizardProps {
  courseId: number;
  onClose(): void;
}

/**
 * Importing a spreadsheet: the template, the file, a check of every row that writes
 * nothing, then the import itself, which adds all rows or none.
 */
export function ImportWizard({ courseId, onClose }: ImportWizardProps) {
  const { t } = useTranslation('roster');
  const [stage, setStage] = useState<Stage>({ step: 'template' });
  const check = useImportStudents(courseId);
  const commit = useImportStudents(courseId);

  const checkFile = (file: File) =>
    check.mutate({ file, dryRun: true }, { onSuccess: (preview) => setStage({ step: 'preview', file, preview }) });

  // The roster may have changed since the check (another teacher added the same account):
  // the refused import's row problems replace the preview's, so the teacher sees which rows.
  const importChecked = (file: File, preview: ImportResponse) =>
    commit.mutate(
      { file, dryRun: false },
      {
        onSuccess: (result) => setStage({ step: 'result', result }),
        onError: (error) => {
          const rows = importRowsInvalidDetails.safeParse(error instanceof RequestFailure ? error.details : null);
          if (rows.success) setStage({ step: 'preview', file, preview: { ...preview, problems: rows.data.problems } });
        },
      },
    );

  const toUpload = () => {
    check.reset();
    commit.reset();
    setStage({ step: 'upload' });
  };

  return (
    <Modal
      open
      title={t('import.title')}
      footer={null}
      width={880}
      onCancel={onClose}
      closable={!commit.isPending}
      mask={{ closable: false }}
      keyboard={!commit.isPending}
    >
      <Steps
        className={styles.steps}
        size="small"
        current={STEPS.indexOf(stage.step)}
        items={STEPS.map((step) => ({ title: t(`import.steps.${step}`) }))}
      />
      {stage.step === 'template' && <ImportTemplateStep onNext={() => setStage({ step: 'upload' })} />}
      {stage.step === 'upload' && (
        <ImportUploadStep
          checking={check.isPending ? (check.variables?.file ?? null) : null}
          refusal={check.isError ? failureCode(check.error) : null}
          onFile={checkFile}
          onBack={() => setStage({ step: 'template' })}
        />
      )}
      {stage.step === 'preview' && (
        <ImportPreview
          file={stage.file}
          preview={stage.preview}
          importing={commit.isPending}
          refusal={commit.isError ? failureCode(commit.error) : null}
          onConfirm={() => importChecked(stage.file, stage.preview)}
          onAnotherFile={toUpload}
        />
      )}
      {stage.step === 'result' && (
        <Result
          status="success"
          title={t('import.result.title')}
          subTitle={t('import.result.summary', {
            created: stage.result.created,
            enrolled: stage.result.enrolled,
            unchanged: stage.result.unchanged,
          })}
          extra={
            <>
              {stage.result.cards && <LoginCards handle={stage.result.cards} />}
              <div className={styles.footerCentered}>
                <Button onClick={onClose}>{t('import.close')}</Button>
              </div>
            </>
          }
        />
      )}
    </Modal>
  );
}
