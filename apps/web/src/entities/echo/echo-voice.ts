import { ECHO_PATHS, fillPath } from '@lms/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RecordingState } from '../../components/recording-player/recording-state';
import { http } from '../../lib/http';

/** The recording of an Echo Valley answer as uploaded (a blob, fetched with the bearer header like every call). */
export function getVoice(answerid: number) {
  // A recording that is gone is this player's to explain, not a missing page.
  return http.download(fillPath(ECHO_PATHS.voice, { answerid }), { optional: true });
}

/**
 * An answer's recording as an object URL for an `<audio>` element, fetched when first asked
 * for (`load`) and released when the player goes away.
 */
export function useRecordingUrl(answerid: number) {
  const [state, setState] = useState<RecordingState>({ status: 'idle' });
  const current = useRef<{ answerid: number; url: string | null; cancelled: boolean } | null>(null);

  useEffect(
    () => () => {
      const held = current.current;
      if (!held) return;
      held.cancelled = true;
      if (held.url) URL.revokeObjectURL(held.url);
      current.current = null;
    },
    [],
  );

  const load = useCallback(async () => {
    if (current.current) return;
    const held = { answerid, url: null as string | null, cancelled: false };
    current.current = held;
    setState({ status: 'loading' });
    const result = await getVoice(answerid);
    if (held.cancelled) return;
    if (!result.ok || result.data.kind !== 'file') {
      current.current = null;
      setState({ status: 'failed', code: result.ok ? 'common.system_error' : result.code });
      return;
    }
    held.url = URL.createObjectURL(result.data.blob);
    setState({ status: 'ready', url: held.url });
  }, [answerid]);

  return { state, load };
}
