import { type EchoQuestionWarning, questionWords } from '@lms/shared';
import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { isTouchScreen } from '../../../lib/touch-screen';
import styles from './SpokenWords.module.css';

interface SpokenWordsProps {
  text: string;
  /** The words the engine may score poorly, by their index among the text's words. */
  warnings?: readonly EchoQuestionWarning[];
}

/**
 * A question's words as the engine reads them. A word it may score poorly is underlined (wavy,
 * dotted or dashed by reason, so colour is not the only sign) and says why on hover and focus.
 */
export function SpokenWords({ text, warnings = [] }: SpokenWordsProps) {
  const { t } = useTranslation('echo');
  const byIndex = new Map(warnings.map((warning) => [warning.index, warning]));
  const words = questionWords(text);
  return (
    <span className={styles.words} lang="en">
      {words.map((word, index) => {
        const warning = byIndex.get(index);
        const separator = index < words.length - 1 ? ' ' : '';
        // A warning names its word; one for another wording (a stale answer) is not shown.
        if (!warning || warning.word !== word || warning.reasons.length === 0) {
          return `${word}${separator}`;
        }
        const hint = warning.reasons.map((reason) => t(`warnings.${reason}`)).join(' ');
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a text's words are identified by their place in it.
          <span key={index}>
            <Tooltip title={hint}>
              <mark
                className={styles.warned}
                data-reason={warning.reasons[0]}
                // Focusable, so the hint also opens from the keyboard.
                // biome-ignore lint/a11y/noNoninteractiveTabindex: the hint is a tooltip that opens on focus.
                tabIndex={0}
              >
                {word}
                <span className="visually-hidden"> ({hint})</span>
              </mark>
            </Tooltip>
            {separator}
          </span>
        );
      })}
    </span>
  );
}

/** The warned words of a text as one sentence, for the line under a question. */
export function useWarningSummary(warnings: readonly EchoQuestionWarning[]) {
  const { t } = useTranslation('echo');
  if (warnings.length === 0) return null;
  return t(isTouchScreen() ? 'warnings.summaryTouch' : 'warnings.summary', {
    count: warnings.length,
    words: warnings.map((warning) => `“${warning.word}”`).join(', '),
  });
}
