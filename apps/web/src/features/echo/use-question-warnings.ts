import { ECHO_LIMITS, type EchoQuestionWarning } from '@lms/shared';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { unwrap } from '../../lib/request-failure';
import { useDebounced } from '../../lib/use-debounced';
import { getWarnings } from './api/get-warnings';

/** How long the teacher's typing settles before the engine is asked about new words. */
export const WARNINGS_DEBOUNCE_MS = 600;
/** After a failed ask, the same wordings are asked again this much later, at most WARNINGS_ASKS times in all. */
export const WARNINGS_RETRY_MS = 2000;
const WARNINGS_ASKS = 3;

/**
 * The engine's warnings for the questions' wordings. What a material's sentences already
 * brought is known at once (`learn`); wordings the teacher typed or edited are asked for
 * together, once the typing settles. Every answer is kept for the page's life, even one that
 * arrives after the teacher has typed on (its wordings may come back), and an ask that failed
 * is made again: the warnings of a wording never change, so nothing else asks for them.
 */
export function useQuestionWarnings(courseid: number, texts: readonly string[]) {
  const [known, setKnown] = useState<ReadonlyMap<string, readonly EchoQuestionWarning[]>>(new Map());
  const [failures, setFailures] = useState({ asked: '', count: 0 });
  // The wordings still to ask about, as one string: a new list with the same wordings is no change.
  const unknown = useMemo(
    () =>
      JSON.stringify(
        [...new Set(texts.map((text) => text.trim()))]
          .filter((text) => text !== '' && text.length <= ECHO_LIMITS.questionTextMax && !known.has(text))
          .sort()
          .slice(0, ECHO_LIMITS.questionsMax),
      ),
    [texts, known],
  );
  const settled = useDebounced(unknown, WARNINGS_DEBOUNCE_MS);
  const failed = failures.asked === settled ? failures.count : 0;

  useEffect(() => {
    const asking: string[] = JSON.parse(settled);
    if (asking.length === 0 || failed >= WARNINGS_ASKS) return;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const ask =
      failed === 0 ? Promise.resolve() : new Promise((resolve) => (retry = setTimeout(resolve, WARNINGS_RETRY_MS)));
    ask
      .then(() => getWarnings(courseid, asking))
      .then((result) => {
        const { record } = unwrap(result);
        // What is already known stays: a sentence's own warnings are not replaced.
        setKnown((current) => new Map([...record.map((entry) => [entry.text, entry.warnings] as const), ...current]));
      })
      .catch(() => setFailures({ asked: settled, count: failed + 1 }));
    return () => clearTimeout(retry);
  }, [courseid, settled, failed]);

  const learn = useCallback((entries: { text: string; warnings: readonly EchoQuestionWarning[] }[]) => {
    setKnown(
      (current) => new Map([...current, ...entries.map((entry) => [entry.text.trim(), entry.warnings] as const)]),
    );
  }, []);
  const warningsOf = useCallback((text: string) => known.get(text.trim()), [known]);

  return { warningsOf, learn };
}
