import { useTranslation } from 'react-i18next';
import { appConfig } from '../../lib/config';
import styles from './SiteLinks.module.css';

const PAGES = ['privacy', 'cookies', 'terms'] as const;

/** The privacy, cookie and terms pages configured for the deployment; nothing when none is. */
export function SiteLinks({ className }: { className?: string }) {
  const { t } = useTranslation();
  const pages = PAGES.flatMap((page) => {
    const href = appConfig.links[page];
    return href ? [{ page, href }] : [];
  });
  if (pages.length === 0) return null;
  return (
    <nav className={`${styles.links} ${className ?? ''}`} aria-label={t('siteLinks.label')}>
      {pages.map(({ page, href }) => (
        <a key={page} href={href} target="_blank" rel="noopener noreferrer">
          {t(`siteLinks.${page}`)}
        </a>
      ))}
    </nav>
  );
}
