import type { SpokenScores } from '@lms/shared';
import { useTranslation } from 'react-i18next';
import { formatScore } from '../progress-view';
import styles from './ScoreFigures.module.css';

/** The score first, then what it is made of: the words read correctly and the fluency beside it. */
const FIGURES = ['overall', 'fluency', 'accuracy', 'completeness', 'wcpm'] as const;

/** The automatic scores of one recording (0–100, and words correct per minute), with the words read correctly. */
export function ScoreFigures({ scores }: { scores: Pick<SpokenScores, (typeof FIGURES)[number] | 'words'> }) {
  const { t } = useTranslation('echoReview');
  const read = scores.words.filter((word) => word.mark === 'correct').length;
  const [score, ...others] = FIGURES;
  return (
    <dl className={styles.figures}>
      <Figure figure={score} value={formatScore(scores[score])} />
      {scores.words.length > 0 && (
        <Figure figure="wordsRead" value={t('scores.wordsReadValue', { read, total: scores.words.length })} />
      )}
      {others.map((figure) => (
        <Figure key={figure} figure={figure} value={formatScore(scores[figure])} />
      ))}
    </dl>
  );
}

function Figure({ figure, value }: { figure: (typeof FIGURES)[number] | 'wordsRead'; value: string }) {
  const { t } = useTranslation('echoReview');
  return (
    <div data-figure={figure}>
      <dt>{t(`scores.${figure}`)}</dt>
      <dd>{value}</dd>
    </div>
  );
}
