import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImportTemplate } from '../../../components/file-import/ImportTemplate';
import { useDownloadImportTemplate } from '../api/download-import-template';
import styles from './ImportWizard.module.css';

/** Step one: the template to fill in, and what goes in it. */
export function ImportTemplateStep({ onNext }: { onNext(): void }) {
  const { t } = useTranslation('roster');
  const template = useDownloadImportTemplate();

  return (
    <div className={styles.step}>
      <p>{t('import.template.intro')}</p>
      <ImportTemplate
        notes={[
          t('import.template.required'),
          t('import.template.password'),
          t('import.template.existing'),
          t('import.template.limits'),
        ]}
        formats={[
          { format: 'xlsx', label: t('import.template.xlsx') },
          { format: 'csv', label: t('import.template.csv') },
        ]}
        onDownload={(format) => template.mutate(format)}
        downloadError={template.error}
      />
      <div className={styles.footer}>
        <Button type="primary" onClick={onNext}>
          {t('import.template.next')}
        </Button>
      </div>
    </div>
  );
}
