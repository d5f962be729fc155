import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { failureCode } from '../../lib/request-failure';
import { LoadFailure } from '../state-panel/LoadFailure';
import type { QueryState } from './query-state';

interface QueryViewProps<T> {
  /** A TanStack query's result, or several queries read together by `allOf`. */
  query: QueryState<T>;
  /** What the screen shows while its first answer is on its way (its skeleton). */
  pending: ReactNode;
  /**
   * The failure's heading in the screen's words ("The students could not be loaded"), the reason
   * under it; without one, the reason is the heading.
   */
  errorTitle?: string;
  /** The Try again button's words, for a screen whose catalogue words it its own way. */
  retryLabel?: string;
  /**
   * For a page whose object the user may not see: the HTTP client is already taking them to the
   * not-found page, so nothing is shown meanwhile.
   */
  leavesOnNotFound?: boolean;
  /**
   * For a screen that holds the user's unsaved work on the answer (an editor): once the answer
   * is in, it stays on screen even if a later re-read fails, so that work is not swept away.
   */
  keepsData?: boolean;
  /** An answer with nothing in it, and what the screen says then. */
  empty?: { when(data: T): boolean; view: ReactNode };
  children(data: T): ReactNode;
}

/**
 * One query's screen (or several queries' read together by `allOf`): its skeleton while pending,
 * the translated reason with a Try again button when it failed, its empty state, or what it
 * draws from the answer.
 */
export function QueryView<T>({
  query,
  pending,
  errorTitle,
  retryLabel,
  leavesOnNotFound,
  keepsData,
  empty,
  children,
}: QueryViewProps<T>) {
  const { t } = useTranslation('common');
  const { t: tError } = useTranslation('errors');
  const drawn = (data: T) => (empty?.when(data) ? empty.view : children(data));
  if (query.isPending) return pending;
  if (query.isError) {
    if (keepsData && query.data !== undefined) return drawn(query.data);
    const code = failureCode(query.error);
    if (leavesOnNotFound && code === 'common.not_found') return null;
    const reason = tError(code);
    return (
      <LoadFailure
        title={errorTitle ?? reason}
        retryLabel={retryLabel ?? t('query.retry')}
        onRetry={() => query.refetch()}
      >
        {errorTitle && reason}
      </LoadFailure>
    );
  }
  return drawn(query.data);
}
