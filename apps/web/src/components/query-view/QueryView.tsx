import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { failureCode } from '../../lib/request-failure';
import { LoadFailure } from '../state-panel/LoadFailure';

interface QueryViewProps<T> {
  query: UseQueryResult<T>;
  /** What the screen shows while its first answer is on its way (its skeleton). */
  pending: ReactNode;
  /**
   * The failure's heading in the screen's words ("The students could not be loaded"), the reason
   * under it; without one, the reason is the heading.
   */
  errorTitle?: string;
  /**
   * For a page whose object the user may not see: the HTTP client is already taking them to the
   * not-found page, so nothing is shown meanwhile.
   */
  leavesOnNotFound?: boolean;
  /** An answer with nothing in it, and what the screen says then. */
  empty?: { when(data: T): boolean; view: ReactNode };
  children(data: T): ReactNode;
}

/**
 * One query's screen: its skeleton while pending, the translated reason with a Try again button
 * when it failed, its empty state, or what it draws from the answer.
 */
export function QueryView<T>({ query, pending, errorTitle, leavesOnNotFound, empty, children }: QueryViewProps<T>) {
  const { t } = useTranslation('common');
  const { t: tError } = useTranslation('errors');
  if (query.isPending) return pending;
  if (query.isError) {
    const code = failureCode(query.error);
    if (leavesOnNotFound && code === 'common.not_found') return null;
    const reason = tError(code);
    return (
      <LoadFailure title={errorTitle ?? reason} retryLabel={t('query.retry')} onRetry={() => query.refetch()}>
        {errorTitle && reason}
      </LoadFailure>
    );
  }
  if (empty?.when(query.data)) return empty.view;
  return children(query.data);
}
