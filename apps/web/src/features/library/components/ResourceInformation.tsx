import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { readInformation } from '../resource-information';
import styles from './ResourceInformation.module.css';

/** A resource's information: its text, a link when it holds a web address, a download button for a file. */
export function ResourceInformation({ information, title }: { information: string; title: string }) {
  const { t } = useTranslation('library');
  const shown = readInformation(information);

  switch (shown.kind) {
    case 'none':
      return null;
    case 'text':
      return <p className={styles.text}>{shown.text}</p>;
    case 'link':
      return (
        <p className={styles.text}>
          {shown.before}
          <a href={shown.href} target="_blank" rel="noopener noreferrer">
            {shown.href}
          </a>
          {shown.after}
        </p>
      );
    case 'download':
      return (
        <div className={styles.download}>
          {shown.description && <p className={styles.text}>{shown.description}</p>}
          <Button
            size="small"
            icon={<DownloadOutlined aria-hidden />}
            href={shown.href}
            target="_blank"
            rel="noopener noreferrer"
            download
            aria-label={t('information.downloadNamed', { title })}
          >
            {t('information.download')}
          </Button>
        </div>
      );
  }
}
