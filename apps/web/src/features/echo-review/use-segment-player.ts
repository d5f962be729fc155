import { useCallback, useEffect, useRef } from 'react';

interface Segment {
  start: number;
  end: number;
}

/**
 * Plays stretches of a recording in an `<audio>` element: seek to the start, play, pause at the
 * end. The end is watched on every frame while a stretch plays (`timeupdate` alone comes only a
 * few times a second, too late for one word). A stretch asked for before the recording is there
 * plays as soon as it is (`ready`).
 */
export function useSegmentPlayer(ready: boolean) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const pending = useRef<Segment | null>(null);
  const stopAt = useRef<number | null>(null);
  const frame = useRef<number | null>(null);

  const stopWatching = useCallback(() => {
    stopAt.current = null;
    if (frame.current !== null && typeof cancelAnimationFrame === 'function') cancelAnimationFrame(frame.current);
    frame.current = null;
  }, []);

  const checkEnd = useCallback(() => {
    const audio = audioRef.current;
    if (!audio || stopAt.current === null) return false;
    if (audio.currentTime >= stopAt.current) {
      stopWatching();
      audio.pause();
      return true;
    }
    return false;
  }, [stopWatching]);

  const watch = useCallback(() => {
    if (typeof requestAnimationFrame !== 'function') return;
    const tick = () => {
      if (stopAt.current === null || checkEnd()) return;
      frame.current = requestAnimationFrame(tick);
    };
    frame.current = requestAnimationFrame(tick);
  }, [checkEnd]);

  const start = useCallback(
    (segment: Segment) => {
      const audio = audioRef.current;
      if (!audio) return false;
      stopWatching();
      audio.currentTime = segment.start;
      // A recording whose length is not known yet may drop the seek: seek again once it is.
      if (audio.readyState < HTMLMediaElement.HAVE_METADATA) {
        audio.addEventListener(
          'loadedmetadata',
          () => {
            if (stopAt.current === segment.end) audio.currentTime = segment.start;
          },
          { once: true },
        );
      }
      stopAt.current = segment.end;
      // A refused play (the browser's autoplay rules) leaves the player as it was.
      void Promise.resolve(audio.play()).then(watch, stopWatching);
      return true;
    },
    [stopWatching, watch],
  );

  useEffect(() => {
    if (!ready || !pending.current) return;
    if (start(pending.current)) pending.current = null;
  }, [ready, start]);

  useEffect(() => stopWatching, [stopWatching]);

  /** Plays one stretch (seconds); returns whether the recording is there yet (if not, it plays once it is). */
  const playSegment = useCallback(
    (segmentStart: number, segmentEnd: number) => {
      const segment = { start: segmentStart, end: segmentEnd };
      if (ready && start(segment)) return true;
      pending.current = segment;
      return false;
    },
    [ready, start],
  );

  /** Handlers for the `<audio>` element. */
  const audioEvents = {
    onTimeUpdate: () => {
      checkEnd();
    },
    // Paused by hand (or ended): the stretch is over, the controls play on normally.
    onPause: stopWatching,
  };

  return { audioRef, playSegment, audioEvents };
}
