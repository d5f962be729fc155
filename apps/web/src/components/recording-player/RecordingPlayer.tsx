import { PlayCircleOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { type AudioHTMLAttributes, type ReactNode, type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './RecordingPlayer.module.css';
import type { RecordingState } from './recording-state';

interface RecordingPlayerProps {
  recording: RecordingState;
  /** Fetches the recording; the player shows it once it is there. */
  onLoad(): void;
  /** The audio element's name, e.g. "Recording of question 2". */
  audioLabel: string;
  listenLabel: string;
  /** The sentence shown when the recording could not be fetched, given the translated reason. */
  failedLabel(reason: string): string;
  /** For a caller that plays stretches of the recording itself. */
  audioRef?: Ref<HTMLAudioElement>;
  audioEvents?: Pick<AudioHTMLAttributes<HTMLAudioElement>, 'onTimeUpdate' | 'onPause'>;
  /** Shown beside the player (when it was sent, how long it is). */
  children?: ReactNode;
}

/**
 * A spoken answer's recording: a Listen button that fetches it and plays it at once (one press,
 * not a second on the audio controls that replace it), then the browser's audio controls, or the
 * reason it could not be fetched.
 */
export function RecordingPlayer({
  recording,
  onLoad,
  audioLabel,
  listenLabel,
  failedLabel,
  audioRef,
  audioEvents,
  children,
}: RecordingPlayerProps) {
  const { t: tError } = useTranslation('errors');
  // Only a recording fetched by this press plays by itself, not one that was there already.
  const [pressed, setPressed] = useState(false);
  return (
    <div className={styles.recording}>
      {recording.status === 'ready' ? (
        <audio
          ref={audioRef}
          src={recording.url}
          controls
          preload="auto"
          autoPlay={pressed}
          aria-label={audioLabel}
          {...audioEvents}
        />
      ) : (
        <Button
          icon={<PlayCircleOutlined aria-hidden />}
          loading={recording.status === 'loading'}
          onClick={() => {
            setPressed(true);
            onLoad();
          }}
        >
          {listenLabel}
        </Button>
      )}
      {recording.status === 'failed' && (
        <span className={styles.failure} role="alert">
          {failedLabel(tError(recording.code))}
        </span>
      )}
      {children}
    </div>
  );
}
