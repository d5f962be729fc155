import type { VideoMaterialResponse } from '@lms/shared';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './VideoPlayer.module.css';

/** Seconds as m:ss, the way players show a position. */
function clock(seconds: number): string {
  const whole = Math.floor(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** A video with its subtitle track, and its sentences listed beside it: choosing one plays from there. */
export function VideoPlayer({ material }: { material: VideoMaterialResponse }) {
  const { t } = useTranslation('library');
  const video = useRef<HTMLVideoElement>(null);
  const [time, setTime] = useState(0);
  const playing = material.subtitles.findIndex((line) => time >= line.start && time < line.end);

  const playFrom = (start: number) => {
    const element = video.current;
    if (!element) return;
    element.currentTime = start;
    // A second choice made before the first starts playing interrupts it; nothing is lost.
    element.play().catch(() => {});
  };

  return (
    <div className={styles.player}>
      <video
        ref={video}
        className={styles.video}
        src={material.video}
        poster={material.resource.cover}
        controls
        preload="metadata"
        width={640}
        height={360}
        onTimeUpdate={(event) => setTime(event.currentTarget.currentTime)}
      >
        <track kind="captions" src={material.vtt} srcLang="en" label={t('player.subtitles')} default />
      </video>
      <section className={styles.script} aria-labelledby="video-sentences">
        <h3 id="video-sentences" className={styles.heading}>
          {t('player.sentences', { duration: clock(material.duration) })}
        </h3>
        <ol className={styles.lines} lang="en">
          {material.subtitles.map((line, i) => (
            <li key={`${line.start}-${line.text}`}>
              <button
                type="button"
                className={styles.line}
                aria-current={i === playing ? 'true' : undefined}
                onClick={() => playFrom(line.start)}
              >
                <span className={styles.time}>{clock(line.start)}</span>
                {line.text}
              </button>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
