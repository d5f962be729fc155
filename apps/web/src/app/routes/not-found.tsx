import { ArrowLeftOutlined, CompassOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title';
import styles from './not-found.module.css';

/** "/" sends a signed-in user on to their home page and anyone else to the login page. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <main className={styles.page}>
      <CompassOutlined className={styles.icon} aria-hidden />
      <p className={styles.code}>404</p>
      <h1 className={styles.title}>{t('notFound.title')}</h1>
      <p className={styles.body}>{t('notFound.body')}</p>
      <Link className={styles.home} to="/">
        <ArrowLeftOutlined aria-hidden />
        {t('notFound.home')}
      </Link>
    </main>
  );
}
