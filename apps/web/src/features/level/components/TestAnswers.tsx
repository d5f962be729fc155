import { CheckOutlined, CloseOutlined, MinusOutlined } from '@ant-design/icons';
import type { LevelItemAnswer } from '@lms/shared';
import { Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { SpokenWords, SpokenWordsLegend } from '../../../entities/speech/spoken-words/SpokenWords';
import { useLevelTest } from '../api/get-level-test';
import styles from './TestAnswers.module.css';

/**
 * A finished test item by item: the marks per level, each question with the choice made and the
 * right one, each reading's score and the speech engine's mark on each of its words.
 */
export function TestAnswers({ courseId, testId }: { courseId: number; testId: number }) {
  const { t } = useTranslation('level');
  const detail = useLevelTest(courseId, testId);

  if (detail.isPending) {
    return (
      <div aria-busy="true">
        <span className="visually-hidden" role="status">
          {t('answers.loading')}
        </span>
        <Skeleton active paragraph={{ rows: 3 }} />
      </div>
    );
  }
  if (detail.isError) {
    return (
      <p role="alert" className={styles.error}>
        {t('answers.error')}{' '}
        <Button size="small" onClick={() => detail.refetch()}>
          {t('retry')}
        </Button>
      </p>
    );
  }
  // Questions come passage by passage: a passage is shown once, above its first question.
  const items = detail.data.items;
  return (
    <div className={styles.answers}>
      <p className={styles.marks}>
        {detail.data.levels
          .map(({ level, mark, passed }) => t(passed ? 'answers.passed' : 'answers.notPassed', { level, mark }))
          .join(' · ')}
      </p>
      <ol className={styles.items}>
        {items.map((item, index) => (
          <li key={item.item}>
            {item.passage && item.passage.join() !== items[index - 1]?.passage?.join() && (
              <blockquote className={styles.passage}>
                <span className={styles.levelBadge}>{t('answers.passageLevel', { level: item.level })}</span>{' '}
                {item.passage.join(' ')}
              </blockquote>
            )}
            <ItemAnswer item={item} />
          </li>
        ))}
      </ol>
      {items.some((item) => item.marks !== null) && <SpokenWordsLegend />}
    </div>
  );
}

function Outcome({ correct }: { correct: boolean | null }) {
  const { t } = useTranslation('level');
  if (correct === null) {
    return (
      <span className={styles.unanswered}>
        <MinusOutlined aria-hidden /> {t('answers.unanswered')}
      </span>
    );
  }
  return correct ? (
    <span className={styles.right}>
      <CheckOutlined aria-hidden /> {t('answers.right')}
    </span>
  ) : (
    <span className={styles.wrong}>
      <CloseOutlined aria-hidden /> {t('answers.wrong')}
    </span>
  );
}

function ItemAnswer({ item }: { item: LevelItemAnswer }) {
  const { t } = useTranslation('level');
  if (item.kind === 'oral') {
    return (
      <div className={styles.item}>
        <p className={styles.prompt}>
          {t('answers.read', { level: item.level })} “{item.text}”
        </p>
        <p>{item.score === null ? <Outcome correct={null} /> : t('answers.readScore', { score: item.score })}</p>
        {item.marks ? (
          <figure className={styles.reading} aria-label={t('answers.heard')}>
            <SpokenWords words={item.marks.words} inserted={item.marks.inserted} />
          </figure>
        ) : (
          item.score !== null && <p className={styles.note}>{t('answers.noMarks')}</p>
        )}
      </div>
    );
  }
  return (
    <div className={styles.item}>
      <p className={styles.prompt}>
        {item.text} <Outcome correct={item.choice === null ? null : item.correct} />
      </p>
      <ul className={styles.choices}>
        {item.choices.map((choice) => (
          <li key={choice.key} className={choice.right ? styles.rightChoice : undefined}>
            {choice.text}
            {choice.key === item.choice && <span className={styles.note}> — {t('answers.chosen')}</span>}
            {choice.right && <span className={styles.note}> — {t('answers.rightChoice')}</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}
