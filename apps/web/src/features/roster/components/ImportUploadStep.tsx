import { type ErrorCode, ROSTER_LIMITS } from '@lms/shared';
import { Alert, Button, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileDrop } from '../../../components/file-drop/FileDrop';
import styles from './ImportWizard.module.css';

interface ImportUploadStepProps {
  /** The file being checked, while the check runs. */
  checking: File | null;
  /** Why the server could not check the last file. */
  refusal: ErrorCode | null;
  onFile(file: File): void;
  onBack(): void;
}

/** Step two: the filled-in file, checked for size here before the server reads it. */
export function ImportUploadStep({ checking, refusal, onFile, onBack }: ImportUploadStepProps) {
  const { t } = useTranslation('roster');
  const { t: tError } = useTranslation('errors');
  const [tooLarge, setTooLarge] = useState(false);
  const problem: ErrorCode | null = tooLarge ? 'import.too_large' : refusal;

  if (checking) {
    return (
      <div className={styles.checking}>
        <Spin size="large" />
        <p role="status">{t('import.upload.checking', { name: checking.name })}</p>
      </div>
    );
  }

  return (
    <div className={styles.step}>
      {problem && <Alert className={styles.alert} type="error" showIcon role="alert" title={tError(problem)} />}
      <FileDrop
        accept=".xlsx,.csv,.txt"
        maxBytes={ROSTER_LIMITS.importMaxBytes}
        title={t('import.upload.drop')}
        hint={t('import.upload.hint')}
        onTooLarge={() => setTooLarge(true)}
        onFile={(file) => {
          setTooLarge(false);
          onFile(file);
        }}
      />
      <div className={styles.footer}>
        <Button onClick={onBack}>{t('import.back')}</Button>
      </div>
    </div>
  );
}
