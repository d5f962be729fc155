import { DownloadOutlined } from '@ant-design/icons';
import type { FileFormat } from '@lms/shared';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { failureCode } from '../../../lib/request-failure';
import { useDownloadImportTemplate } from '../api/download-import-template';
import styles from './ImportWizard.module.css';

/** Step one: the template to fill in, and what goes in it. */
export function ImportTemplateStep({ onNext }: { onNext(): void }) {
  const { t } = useTranslation('roster');
  const { t: tError } = useTranslation('errors');
  const template = useDownloadImportTemplate();
  const download = (format: FileFormat) => template.mutate(format);

  return (
    <div className={styles.step}>
      <p>{t('import.template.intro')}</p>
      <ul className={styles.notes}>
        <li>{t('import.template.required')}</li>
        <li>{t('import.template.password')}</li>
        <li>{t('import.template.existing')}</li>
        <li>{t('import.template.limits')}</li>
      </ul>
      <div className={styles.buttons}>
        <Button icon={<DownloadOutlined aria-hidden />} onClick={() => download('xlsx')}>
          {t('import.template.xlsx')}
        </Button>
        <Button icon={<DownloadOutlined aria-hidden />} onClick={() => download('csv')}>
          {t('import.template.csv')}
        </Button>
      </div>
      {template.isError && (
        <Alert
          className={styles.alert}
          type="error"
          showIcon
          role="alert"
          title={tError(failureCode(template.error))}
        />
      )}
      <div className={styles.footer}>
        <Button type="primary" onClick={onNext}>
          {t('import.template.next')}
        </Button>
      </div>
    </div>
  );
}
