import { ECHO_LIMITS, type EchoQuestionWarning } from '@lms/shared';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useDebounced } from '../../lib/use-debounced';
import { useWarnings } from './api/get-warnings';

/** How long the teacher's typing settles before the engine is asked about new words. */
export const WARNINGS_DEBOUNCE_MS = 600;

/**
 * The engine's warnings for the questions' wordings. What a material's sentences already
 * brought is known at once (`learn`); wordings the teacher typed or edited are asked for
 * together, once the typing settles. Answers are kept for the page's life.
 */
export function useQuestionWarnings(courseid: number, texts: readonly string[]) {
  const [known, setKnown] = useState<ReadonlyMap<string, readonly EchoQuestionWarning[]>>(new Map());
  const unknown = useMemo(
    () =>
      [...new Set(texts.map((text) => text.trim()))]
        .filter((text) => text !== '' && text.length <= ECHO_LIMITS.questionTextMax && !known.has(text))
        .sort()
        .slice(0, ECHO_LIMITS.questionsMax),
    [texts, known],
  );
  const settled = useDebounced(unknown, WARNINGS_DEBOUNCE_MS);
  const asked = useWarnings(courseid, settled);

  useEffect(() => {
    // What is already known stays: a sentence's own warnings are not replaced.
    if (asked.data) setKnown((current) => new Map([...asked.data, ...current]));
  }, [asked.data]);

  const learn = useCallback((entries: { text: string; warnings: readonly EchoQuestionWarning[] }[]) => {
    setKnown(
      (current) => new Map([...current, ...entries.map((entry) => [entry.text.trim(), entry.warnings] as const)]),
    );
  }, []);
  const warningsOf = useCallback((text: string) => known.get(text.trim()), [known]);

  return { warningsOf, learn };
}
