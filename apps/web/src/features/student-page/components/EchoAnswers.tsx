import { EditOutlined } from '@ant-design/icons';
import type { StudentPageResponse } from '@lms/shared';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/panel/Panel';
import { RecordingPlayer } from '../../../components/recording-player/RecordingPlayer';
import { useRecordingUrl } from '../../../entities/echo/echo-voice';
import { SpokenWords, SpokenWordsLegend } from '../../../entities/speech/spoken-words/SpokenWords';
import { formatDateTime } from '../../../lib/date-format';
import styles from './StudentPage.module.css';

type Answer = StudentPageResponse['echo'][number];

/** The student's Echo Valley answers in the class, newest first, each with its score, the words as marked and the recording. */
export function EchoAnswers({ answers }: { answers: Answer[] }) {
  const { t } = useTranslation('studentPage');
  return (
    <Panel id="student-echo" title={t('echo.title')}>
      {answers.length === 0 ? (
        <p className={styles.empty}>{t('echo.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {answers.map((answer) => (
            <EchoAnswerItem key={answer.answerid} answer={answer} />
          ))}
        </ul>
      )}
      {answers.some((answer) => answer.words.length > 0) && <SpokenWordsLegend />}
    </Panel>
  );
}

function EchoAnswerItem({ answer }: { answer: Answer }) {
  const { t, i18n } = useTranslation('studentPage');
  const recording = useRecordingUrl(answer.answerid);
  const score =
    answer.overall === null
      ? t(`echo.state.${answer.state}`)
      : t('echo.score', {
          score: new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(answer.overall),
        });
  return (
    <li className={styles.item}>
      <div className={styles.itemHead}>
        <p className={styles.itemTitle}>
          <span lang="en">{answer.question}</span>
        </p>
        <span className={styles.score}>
          {score}
          {answer.overruled && (
            <span title={t('echo.teacherScore')}>
              <EditOutlined aria-hidden />
              <span className="visually-hidden">{t('echo.teacherScore')}</span>
            </span>
          )}
        </span>
      </div>
      <span className={styles.muted}>
        {answer.quiz_name} · {t('echo.submitted', { time: formatDateTime(answer.submitted_at) })}
      </span>
      {answer.words.length > 0 && (
        <figure className={styles.heard} aria-label={t('echo.heard')}>
          <SpokenWords words={answer.words} inserted={answer.inserted} />
        </figure>
      )}
      <RecordingPlayer
        recording={recording.state}
        onLoad={() => void recording.load()}
        audioLabel={t('echo.recording', { question: answer.question })}
        listenLabel={t('echo.listen')}
        failedLabel={(reason) => t('echo.recordingFailed', { reason })}
      />
    </li>
  );
}
