import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header/PageHeader';
import { useDocumentTitle } from '../../components/use-document-title';
import { PackageList } from '../../features/subscription/components/PackageList';
import { SubscriptionLink } from '../shell/SubscriptionLink';

/** The packages the school subscribes to, for every staff member. */
export function Component() {
  const { t } = useTranslation('subscription');
  useDocumentTitle(t('title'));
  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} actions={<SubscriptionLink />} />
      <PackageList />
    </>
  );
}
