import { ECHO_LIMITS } from '@lms/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Why the microphone could not be used. */
export type RecorderProblem = 'unsupported' | 'denied' | 'no_microphone' | 'busy' | 'failed';

export type RecorderState =
  | { status: 'idle' }
  | { status: 'asking' }
  | { status: 'recording'; seconds: number; level: number }
  | { status: 'done'; blob: Blob; url: string; seconds: number }
  | { status: 'problem'; problem: RecorderProblem };

/** Recording stops by itself just short of the longest recording the server scores. */
export const RECORDING_SECONDS_MAX = ECHO_LIMITS.recordingSecondsMax - 0.5;

/** Formats the browsers record speech in, best first; the browser's own choice when none is offered. */
const PREFERRED_TYPES = ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus', 'audio/mp4', 'audio/webm'];

function chosenType(): string | undefined {
  if (typeof MediaRecorder.isTypeSupported !== 'function') return undefined;
  return PREFERRED_TYPES.find((type) => MediaRecorder.isTypeSupported(type));
}

function problemOf(error: unknown): RecorderProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') {
    return 'no_microphone';
  }
  if (name === 'NotReadableError' || name === 'AbortError' || name === 'TrackStartError') return 'busy';
  return 'failed';
}

interface Session {
  stream: MediaStream;
  recorder: MediaRecorder;
  timer: ReturnType<typeof setInterval>;
  audio?: AudioContext;
  frame?: number;
  /** Ended by leaving: what was recorded is thrown away. */
  discarded: boolean;
}

/** Whether this browser can record from a microphone at all. */
export function canRecord(): boolean {
  return (
    typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia && typeof MediaRecorder === 'function'
  );
}

/**
 * One recording from the microphone at a time: asks for it, records with a running time and a
 * level, stops on demand or at the limit, and hands back the recording as a blob and an
 * object URL to listen to. Nothing outlives the component: the microphone is released when the
 * recording stops and the URL when the next one starts or the component goes.
 */
export function useRecorder() {
  const [state, setState] = useState<RecorderState>({ status: 'idle' });
  const session = useRef<Session | null>(null);
  const take = useRef<string | null>(null);

  const release = useCallback((held: Session) => {
    clearInterval(held.timer);
    if (held.frame !== undefined) cancelAnimationFrame(held.frame);
    for (const track of held.stream.getTracks()) track.stop();
    void held.audio?.close().catch(() => {});
  }, []);

  const forgetTake = useCallback(() => {
    if (take.current) URL.revokeObjectURL(take.current);
    take.current = null;
  }, []);

  useEffect(
    () => () => {
      const held = session.current;
      if (held) {
        held.discarded = true;
        if (held.recorder.state !== 'inactive') held.recorder.stop();
        release(held);
      }
      session.current = null;
      forgetTake();
    },
    [release, forgetTake],
  );

  const stop = useCallback(() => {
    const held = session.current;
    if (held && held.recorder.state !== 'inactive') held.recorder.stop();
  }, []);

  const start = useCallback(async () => {
    if (session.current) return;
    forgetTake();
    if (!canRecord()) {
      setState({ status: 'problem', problem: 'unsupported' });
      return;
    }
    setState({ status: 'asking' });
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      setState({ status: 'problem', problem: problemOf(error) });
      return;
    }
    let recorder: MediaRecorder;
    try {
      const mimeType = chosenType();
      recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    } catch (error) {
      for (const track of stream.getTracks()) track.stop();
      setState({ status: 'problem', problem: problemOf(error) });
      return;
    }

    const chunks: Blob[] = [];
    const began = Date.now();
    const elapsed = () => (Date.now() - began) / 1000;
    let level = 0;
    const held: Session = {
      stream,
      recorder,
      discarded: false,
      timer: setInterval(() => {
        const seconds = elapsed();
        if (seconds >= RECORDING_SECONDS_MAX) stop();
        else setState({ status: 'recording', seconds, level });
      }, 200),
    };
    session.current = held;

    // The level meter, where the browser can analyse sound (it is only a help while speaking).
    if (typeof AudioContext === 'function') {
      try {
        const audio = new AudioContext();
        const analyser = audio.createAnalyser();
        analyser.fftSize = 1024;
        audio.createMediaStreamSource(stream).connect(analyser);
        const samples = new Uint8Array(analyser.fftSize);
        held.audio = audio;
        const measure = () => {
          analyser.getByteTimeDomainData(samples);
          let sum = 0;
          for (const sample of samples) sum += ((sample - 128) / 128) ** 2;
          level = Math.min(1, Math.sqrt(sum / samples.length) * 4);
          held.frame = requestAnimationFrame(measure);
        };
        measure();
      } catch {
        // No meter; recording works without it.
      }
    }

    recorder.ondataavailable = (event: BlobEvent) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onstop = () => {
      release(held);
      if (session.current === held) session.current = null;
      if (held.discarded) return;
      const blob = new Blob(chunks, { type: recorder.mimeType || chunks[0]?.type || 'audio/webm' });
      const url = URL.createObjectURL(blob);
      take.current = url;
      setState({ status: 'done', blob, url, seconds: elapsed() });
    };
    recorder.onerror = () => {
      held.discarded = true;
      release(held);
      if (session.current === held) session.current = null;
      setState({ status: 'problem', problem: 'failed' });
    };
    recorder.start();
    setState({ status: 'recording', seconds: 0, level: 0 });
  }, [forgetTake, release, stop]);

  /** Back to the start, forgetting the last take. */
  const reset = useCallback(() => {
    if (session.current) return;
    forgetTake();
    setState({ status: 'idle' });
  }, [forgetTake]);

  return { state, start, stop, reset };
}
