import { AudioOutlined, BorderOutlined, RedoOutlined } from '@ant-design/icons';
import { ECHO_LIMITS, questionWords, type TryItResponse } from '@lms/shared';
import { Alert, Button } from 'antd';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SpokenWords, SpokenWordsLegend } from '../../../entities/speech/spoken-words/SpokenWords';
import { failureCode } from '../../../lib/request-failure';
import { useTryIt } from '../api/try-it';
import { RECORDING_SECONDS_MAX, useRecorder } from '../use-recorder';
import { useSegmentPlayer } from '../use-segment-player';
import { ScoreFigures } from './ScoreFigures';
import styles from './TryItPanel.module.css';

/** Seconds as m:ss. */
function clock(seconds: number): string {
  const whole = Math.floor(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

function readable(text: string): boolean {
  const count = questionWords(text).length;
  return (
    text.trim().length <= ECHO_LIMITS.questionTextMax && count >= ECHO_LIMITS.wordsMin && count <= ECHO_LIMITS.wordsMax
  );
}

/** "Try it": the teacher reads `text` into the microphone and sees how it would be scored. */
export function TryItPanel({ courseId, text }: { courseId: number; text: string }) {
  // Another text is another try: whatever was recorded for the last one is dropped.
  return <TryIt key={text} courseId={courseId} text={text} />;
}

function TryIt({ courseId, text }: { courseId: number; text: string }) {
  const { t } = useTranslation('echoReview');
  const { t: tError } = useTranslation('errors');
  const recorder = useRecorder();
  const scoring = useTryIt(courseId);
  const titleId = useId();
  const stopButton = useRef<HTMLButtonElement>(null);
  const { state } = recorder;
  const taken = state.status === 'done' ? state : null;
  const player = useSegmentPlayer(taken !== null);

  // A finished recording goes to be scored at once.
  const { mutate } = scoring;
  useEffect(() => {
    if (taken) mutate({ text, audio: taken.blob });
  }, [taken, text, mutate]);

  useEffect(() => {
    if (state.status === 'recording') stopButton.current?.focus();
  }, [state.status]);

  const again = () => {
    scoring.reset();
    recorder.reset();
    void recorder.start();
  };
  const canTry = readable(text);

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        {t('tryIt.title')}
      </h3>
      <p className={styles.sentence} lang="en">
        {text.trim() || t('tryIt.noText')}
      </p>

      {state.status === 'idle' && (
        <div className={styles.actions}>
          <Button
            type="primary"
            icon={<AudioOutlined aria-hidden />}
            disabled={!canTry}
            onClick={() => void recorder.start()}
          >
            {t('tryIt.record')}
          </Button>
          <span className={styles.muted}>
            {canTry
              ? t('tryIt.intro', { seconds: ECHO_LIMITS.recordingSecondsMax })
              : t('tryIt.needText', { max: ECHO_LIMITS.wordsMax })}
          </span>
        </div>
      )}

      {state.status === 'asking' && (
        <p className={styles.muted} role="status">
          {t('tryIt.asking')}
        </p>
      )}

      {state.status === 'recording' && (
        <div className={styles.actions}>
          <Button ref={stopButton} danger icon={<BorderOutlined aria-hidden />} onClick={recorder.stop}>
            {t('tryIt.stop')}
          </Button>
          <span className={styles.live}>
            <span className={styles.dot} aria-hidden />
            <span role="timer" aria-label={t('tryIt.elapsed')}>
              {clock(state.seconds)} / {clock(Math.ceil(RECORDING_SECONDS_MAX))}
            </span>
          </span>
          <span className={styles.meter} aria-hidden>
            <span className={styles.meterLevel} style={{ width: `${Math.round(state.level * 100)}%` }} />
          </span>
          <span className="visually-hidden" role="status">
            {t('tryIt.recording')}
          </span>
        </div>
      )}

      {state.status === 'problem' && (
        <Alert
          type="error"
          showIcon
          title={t(`tryIt.problem.${state.problem}`)}
          action={
            state.problem === 'unsupported' ? undefined : (
              <Button size="small" onClick={again}>
                {t('tryIt.again')}
              </Button>
            )
          }
        />
      )}

      {taken && (
        <div className={styles.result}>
          {scoring.isPending && (
            <p className={styles.muted} role="status">
              {t('tryIt.scoring')}
            </p>
          )}
          {scoring.isError && <Alert type="error" showIcon role="alert" title={tError(failureCode(scoring.error))} />}
          {scoring.isSuccess && <TryItResult result={scoring.data} onPlay={player.playSegment} />}
          <div className={styles.actions}>
            <audio
              ref={player.audioRef}
              src={taken.url}
              controls
              aria-label={t('tryIt.ownTake')}
              {...player.audioEvents}
            />
            <Button icon={<RedoOutlined aria-hidden />} disabled={scoring.isPending} onClick={again}>
              {t('tryIt.again')}
            </Button>
          </div>
          <p className={styles.muted}>{t('tryIt.nothingKept')}</p>
        </div>
      )}
    </section>
  );
}

function TryItResult({ result, onPlay }: { result: TryItResponse; onPlay(start: number, end: number): void }) {
  const { t } = useTranslation('echoReview');
  if (!result.heard) return <Alert type="warning" showIcon role="alert" title={t('tryIt.notHeard')} />;
  return (
    <div className={styles.scores}>
      <span className="visually-hidden" role="status">
        {t('tryIt.scored')}
      </span>
      <ScoreFigures scores={result} />
      <SpokenWords words={result.words} inserted={result.inserted} onPlay={onPlay} />
      <SpokenWordsLegend />
    </div>
  );
}
