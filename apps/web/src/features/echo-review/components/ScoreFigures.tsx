import type { SpokenScores } from '@lms/shared';
import { useTranslation } from 'react-i18next';
import { formatScore } from '../progress-view';
import styles from './ScoreFigures.module.css';

const FIGURES = ['overall', 'accuracy', 'completeness', 'fluency', 'wcpm'] as const;

/** The automatic scores of one recording (0–100, and words correct per minute). */
export function ScoreFigures({ scores }: { scores: Pick<SpokenScores, (typeof FIGURES)[number]> }) {
  const { t } = useTranslation('echoReview');
  return (
    <dl className={styles.figures}>
      {FIGURES.map((figure) => (
        <div key={figure} data-figure={figure}>
          <dt>{t(`scores.${figure}`)}</dt>
          <dd>{formatScore(scores[figure])}</dd>
        </div>
      ))}
    </dl>
  );
}
