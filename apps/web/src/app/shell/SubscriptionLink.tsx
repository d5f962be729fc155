import { ExportOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { appConfig } from '../../lib/config';

/** The school's subscription page when the deployment names one; nothing otherwise. */
export function SubscriptionLink() {
  const { t } = useTranslation();
  const href = appConfig.links.subscription;
  if (!href) return null;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {t('siteLinks.subscription')} <ExportOutlined aria-hidden />
    </a>
  );
}
