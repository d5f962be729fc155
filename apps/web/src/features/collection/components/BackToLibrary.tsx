import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './BackToLibrary.module.css';

export function BackToLibrary() {
  const { t } = useTranslation('collection');
  return (
    <Link className={styles.back} to="/collection">
      <ArrowLeftOutlined aria-hidden />
      {t('backToList')}
    </Link>
  );
}
