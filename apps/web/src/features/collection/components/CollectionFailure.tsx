import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/state-panel/LoadFailure';
import { failureCode } from '../../../lib/request-failure';

interface CollectionFailureProps {
  title: string;
  error: Error;
  onRetry(): void;
}

/**
 * A collection page's data could not be loaded. Nothing is shown for a collection that is not
 * the teacher's: the HTTP client is already taking them to the not-found page.
 */
export function CollectionFailure({ title, error, onRetry }: CollectionFailureProps) {
  const { t } = useTranslation('collection');
  const { t: tError } = useTranslation('errors');
  const code = failureCode(error);
  if (code === 'common.not_found') return null;
  return (
    <LoadFailure title={title} retryLabel={t('actions.retry')} onRetry={onRetry}>
      {tError(code)}
    </LoadFailure>
  );
}
