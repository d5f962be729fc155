import type { InsertedSpeech, SpokenWord, WordMark } from '@lms/shared';
import { Fragment, useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './SpokenWords.module.css';
import { hasSegment, type SpokenPiece, spokenPieces } from './spoken-layout';

interface SpokenWordsProps {
  words: readonly SpokenWord[];
  inserted: readonly InsertedSpeech[];
  /** Plays a stretch of the recording; without it the words are not buttons. */
  onPlay?(start: number, end: number): void;
}

/** What a mark adds for readers who do not see the colour or the line (screen readers). */
const MARK_SUFFIX: Record<WordMark, string | null> = {
  correct: null,
  omission: 'marks.omissionSuffix',
  substitution: 'marks.substitutionSuffix',
};

/**
 * A sentence's words as they were read, with the speech engine's marks (an Echo Valley answer, a
 * level test's reading): each coloured by its mark and drawn so the mark
 * reads without colour too (left out: struck through; said differently: wavy underline),
 * with a small marker where speech was heard that belongs to no word.
 */
export function SpokenWords({ words, inserted, onPlay }: SpokenWordsProps) {
  const { t } = useTranslation('common', { keyPrefix: 'spokenWords' });
  const hintId = useId();
  const pieces = spokenPieces(words, inserted);

  function renderPiece(piece: SpokenPiece) {
    if (piece.kind === 'inserted') {
      const { start, end } = piece.speech;
      const label = t('words.inserted', { start: start.toFixed(1), end: end.toFixed(1) });
      const content = (
        <>
          <span aria-hidden>+</span>
          <span className="visually-hidden">{label}</span>
        </>
      );
      return onPlay && end > start ? (
        <button
          type="button"
          className={styles.inserted}
          data-testid="inserted-speech"
          title={label}
          aria-describedby={hintId}
          onClick={() => onPlay(start, end)}
        >
          {content}
        </button>
      ) : (
        <span className={styles.inserted} data-testid="inserted-speech" title={label}>
          {content}
        </span>
      );
    }
    const { word } = piece;
    const suffix = MARK_SUFFIX[word.mark];
    const content = (
      <>
        {word.word}
        {suffix && (
          <>
            {' '}
            <span className="visually-hidden">{t(suffix)}</span>
          </>
        )}
      </>
    );
    return onPlay && hasSegment(word) ? (
      <button
        type="button"
        className={styles.word}
        data-mark={word.mark}
        aria-describedby={hintId}
        onClick={() => onPlay(word.start, word.end)}
      >
        {content}
      </button>
    ) : (
      <span className={styles.word} data-mark={word.mark}>
        {content}
      </span>
    );
  }

  return (
    <>
      {onPlay && (
        <span id={hintId} hidden>
          {t('words.playHint')}
        </span>
      )}
      <p className={styles.sentence} lang="en">
        {pieces.map((piece, position) => (
          // A real space between the pieces, so the sentence reads (and copies) as words.
          <Fragment key={piece.kind === 'inserted' ? `inserted-${piece.index}` : `word-${piece.index}`}>
            {position > 0 && ' '}
            {renderPiece(piece)}
          </Fragment>
        ))}
      </p>
    </>
  );
}

/**
 * The marks explained with a sample of each, drawn the same way as the words, and what the score
 * the speech engine makes of them means (its rule: docs/SPEECH.md, "The score").
 */
export function SpokenWordsLegend() {
  const { t } = useTranslation('common', { keyPrefix: 'spokenWords' });
  const scoreId = useId();
  return (
    <div className={styles.legends}>
      <ul className={styles.legend} aria-label={t('marks.legend')}>
        <li>
          <span className={styles.word} data-mark="correct" aria-hidden>
            {t('marks.sample')}
          </span>
          {t('marks.correct')}
        </li>
        <li>
          <span className={styles.word} data-mark="omission" aria-hidden>
            {t('marks.sample')}
          </span>
          {t('marks.omission')}
        </li>
        <li>
          <span className={styles.word} data-mark="substitution" aria-hidden>
            {t('marks.sample')}
          </span>
          {t('marks.substitution')}
        </li>
        <li>
          <span className={styles.inserted} aria-hidden>
            +
          </span>
          {t('marks.inserted')}
        </li>
      </ul>
      <div className={styles.scoreRule} role="note" aria-labelledby={scoreId}>
        <strong id={scoreId}>{t('score.legend')}</strong>
        <p>{t('score.rule')}</p>
        <p>{t('score.lowered')}</p>
      </div>
    </div>
  );
}
