import { ECHO_PATHS, fillPath, type TryItResponse } from '@lms/shared';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';

/** The file name the recording is sent under, from its type (the server reads the content, not the name). */
function recordingName(type: string): string {
  if (type.includes('ogg')) return 'try-it.ogg';
  if (type.includes('mp4') || type.includes('aac')) return 'try-it.m4a';
  if (type.includes('wav')) return 'try-it.wav';
  return 'try-it.webm';
}

/** Sends the teacher's reading of `text` to be scored; nothing is kept. */
export function tryIt(courseid: number, text: string, audio: Blob) {
  const form = new FormData();
  // The text first, so a server reading the parts in order knows it before the recording.
  form.append('text', text);
  form.append('audio', audio, recordingName(audio.type));
  return http.upload<TryItResponse>(fillPath(ECHO_PATHS.tryIt, { courseid }), form);
}

export function useTryIt(courseid: number) {
  return useMutation({
    mutationFn: async ({ text, audio }: { text: string; audio: Blob }) => unwrap(await tryIt(courseid, text, audio)),
  });
}
