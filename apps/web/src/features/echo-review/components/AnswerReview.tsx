import { EditOutlined, RedoOutlined } from '@ant-design/icons';
import { type EchoAnswer, type ErrorCode, isErrorCode, questionWords } from '@lms/shared';
import { Button } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberInput } from '../../../components/number-input/NumberInput';
import { RecordingPlayer } from '../../../components/recording-player/RecordingPlayer';
import { showToast } from '../../../components/toast/toast-store';
import { useFailureToast } from '../../../components/toast/use-failure-toast';
import { useRecordingUrl } from '../../../entities/echo/echo-voice';
import { SpokenWords } from '../../../entities/speech/spoken-words/SpokenWords';
import { formatDateTime } from '../../../lib/date-format';
import { useOverrideScore } from '../api/override-score';
import { useRescoreAnswer } from '../api/rescore-answer';
import { formatScore, shownScore } from '../progress-view';
import { useSegmentPlayer } from '../use-segment-player';
import styles from './AnswerReview.module.css';
import { AnswerStateTag } from './AnswerStateTag';
import { ScoreFigures } from './ScoreFigures';

interface AnswerReviewProps {
  courseId: number;
  /** 1-based, as the teacher counts the questions. */
  number: number;
  text: string;
  answer: EchoAnswer | undefined;
  readOnly: boolean;
}

/** One question as a student answered it: the words as read, the recording, the scores and the teacher's score. */
export function AnswerReview({ courseId, number, text, answer, readOnly }: AnswerReviewProps) {
  const { t } = useTranslation('echoReview');
  const titleId = useId();
  return (
    <section className={styles.answer} aria-labelledby={titleId}>
      <header className={styles.header}>
        <h3 id={titleId} className={styles.title}>
          {t('answer.question', { number })}
        </h3>
        {answer ? (
          <>
            <AnswerStateTag state={answer.state} />
            <span className={styles.score}>
              {t('answer.score', { score: formatScore(shownScore(answer)) })}
              {answer.override !== null && <TeacherMark />}
            </span>
          </>
        ) : (
          <span className={styles.muted}>{t('answer.notAnswered')}</span>
        )}
      </header>
      {answer ? (
        <AnsweredQuestion courseId={courseId} text={text} answer={answer} readOnly={readOnly} number={number} />
      ) : (
        <p className={styles.plain} lang="en">
          {text}
        </p>
      )}
    </section>
  );
}

/** Why scoring failed, translated; a code this app does not know reads as the engine's general failure. */
export function failureReason(answer: Pick<EchoAnswer, 'failure'>, tError: (code: ErrorCode) => string): string {
  return tError(answer.failure && isErrorCode(answer.failure) ? answer.failure : 'speech.scoring_failed');
}

/** A small pen beside a score the teacher gave, named for screen readers. */
export function TeacherMark() {
  const { t } = useTranslation('echoReview');
  return (
    <span className={styles.teacherMark} title={t('override.mark')}>
      <EditOutlined aria-hidden />
      <span className="visually-hidden">{t('override.mark')}</span>
    </span>
  );
}

function AnsweredQuestion({
  courseId,
  number,
  text,
  answer,
  readOnly,
}: Required<Omit<AnswerReviewProps, 'answer'>> & { answer: EchoAnswer }) {
  const { t } = useTranslation('echoReview');
  const { t: tError } = useTranslation('errors');
  const recording = useRecordingUrl(answer.answerid);
  const ready = recording.state.status === 'ready';
  const player = useSegmentPlayer(ready);
  const rescore = useRescoreAnswer(courseId);
  const failureToast = useFailureToast();
  const pending = answer.state === 'queued' || answer.state === 'scoring';

  const play = (start: number, end: number) => {
    if (!player.playSegment(start, end)) void recording.load();
  };

  return (
    <>
      {answer.words.length > 0 ? (
        <SpokenWords words={answer.words} inserted={answer.inserted} onPlay={play} />
      ) : (
        <p className={styles.plain} lang="en">
          {questionWords(text).join(' ')}
        </p>
      )}
      {answer.state === 'failed' && (
        <p className={styles.failure} role="note">
          {t('answer.failed', {
            reason: failureReason(answer, tError),
          })}
        </p>
      )}
      {pending && <p className={styles.muted}>{t('answer.pending')}</p>}
      {answer.state === 'scored' && <ScoreFigures scores={answer} />}
      <RecordingPlayer
        recording={recording.state}
        onLoad={() => void recording.load()}
        audioLabel={t('answer.recording', { number })}
        listenLabel={t('answer.listen')}
        failedLabel={(reason) => t('answer.recordingFailed', { reason })}
        audioRef={player.audioRef}
        audioEvents={player.audioEvents}
      >
        <span className={styles.muted}>
          {t('answer.submittedAt', { time: formatDateTime(answer.submitted_at) })}
          {answer.duration_ms !== null &&
            ` · ${t('answer.duration', { seconds: (answer.duration_ms / 1000).toFixed(1) })}`}
        </span>
      </RecordingPlayer>
      <TeacherScore
        // A score changed elsewhere (another teacher, a refresh) starts the field again from it.
        key={answer.override ?? 'none'}
        courseId={courseId}
        number={number}
        answer={answer}
        readOnly={readOnly}
      />
      {!readOnly && !pending && (
        <Button
          className={styles.rescore}
          icon={<RedoOutlined aria-hidden />}
          loading={rescore.isPending}
          onClick={() =>
            rescore.mutate(answer.answerid, {
              onSuccess: () => showToast(t('answer.rescoreStarted'), 'success'),
              onError: failureToast,
            })
          }
        >
          {t('answer.rescore')}
        </Button>
      )}
    </>
  );
}

function TeacherScore({
  courseId,
  number,
  answer,
  readOnly,
}: {
  courseId: number;
  number: number;
  answer: EchoAnswer;
  readOnly: boolean;
}) {
  const { t } = useTranslation('echoReview');
  const [value, setValue] = useState<number | null>(answer.override);
  const save = useOverrideScore(courseId);
  const failureToast = useFailureToast();
  const fieldId = useId();

  const given =
    answer.override !== null ? (
      <p className={styles.given}>
        <TeacherMark />{' '}
        {t('override.given', {
          score: answer.override,
          name: answer.override_by ?? '–',
          time: answer.override_at ? formatDateTime(answer.override_at) : '–',
        })}
      </p>
    ) : null;
  if (readOnly) return given;

  const send = (score: number | null) =>
    save.mutate(
      { answerid: answer.answerid, score },
      {
        onSuccess: (result) => {
          setValue(result.override);
          showToast(t(score === null ? 'override.cleared' : 'override.saved'), 'success');
        },
        onError: failureToast,
      },
    );
  const valid = value !== null && Number.isInteger(value) && value >= 0 && value <= 100;

  return (
    <div className={styles.override}>
      {given}
      <form
        className={styles.overrideForm}
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) send(value);
        }}
      >
        <label htmlFor={fieldId}>{t('override.label', { number })}</label>
        <NumberInput
          id={fieldId}
          min={0}
          max={100}
          precision={0}
          step={1}
          value={value}
          onChange={(next) => setValue(typeof next === 'number' ? next : null)}
          className={styles.scoreField}
        />
        <Button
          htmlType="submit"
          type="primary"
          disabled={!valid || value === answer.override}
          loading={save.isPending}
        >
          {t('override.save')}
        </Button>
        {answer.override !== null && (
          <Button disabled={save.isPending} onClick={() => send(null)}>
            {t('override.clear')}
          </Button>
        )}
      </form>
      <p className={styles.hint}>{t('override.hint')}</p>
    </div>
  );
}
