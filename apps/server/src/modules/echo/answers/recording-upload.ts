import { ECHO_LIMITS } from '@lms/shared';
import { probeAnswer, SpeechRefusal } from '@lms/speech';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error.js';
import { eachPart } from '../../../lib/multipart-body.js';
import { uploadRoute } from '../../../lib/upload-route.js';
import { type AudioKind, sniffAudio } from './audio-sniff.js';

/** A recording as the multipart reader left it: the bytes, or null when no `audio` part came. */
export interface UploadedRecording {
  audio: Buffer | null;
}

/** The multipart reader's limits for a recording and a few text fields. */
export const RECORDING_UPLOAD_LIMITS = {
  fileSize: ECHO_LIMITS.recordingBytesMax,
  files: 2,
  fields: 5,
  parts: 7,
  fieldSize: 1000,
};

/** The options of a route that takes a recording, for callers of `access`. */
export const recordingRoute = <Access extends string>(access: Access) =>
  uploadRoute(access, { part: 'audio', maxBytes: ECHO_LIMITS.recordingBytesMax, tooLarge: 'speech.too_large' });

/**
 * A multipart upload's `audio` file and its text fields. A recording over the size limit is
 * refused as soon as it passes it, wherever it comes among the fields; a body that is not
 * multipart, or that the reader cannot parse, is refused.
 */
export async function readRecording(
  request: FastifyRequest,
): Promise<UploadedRecording & { fields: Map<string, string> }> {
  if (!request.isMultipart()) {
    throw new AppError('common.validation', [{ path: ['audio'], message: 'Send the recording as multipart `audio`.' }]);
  }
  const fields = new Map<string, string>();
  let audio: Buffer | null = null;
  try {
    await eachPart(request, async (part) => {
      if (part.type === 'file') {
        // Other files are read past and dropped.
        const data = await part.toBuffer();
        if (part.fieldname === 'audio' && audio === null) audio = data;
      } else if (typeof part.value === 'string' && !fields.has(part.fieldname)) {
        fields.set(part.fieldname, part.value);
      }
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || (error as { statusCode?: number }).statusCode === 413) {
      throw new AppError('speech.too_large');
    }
    throw new AppError('common.validation', [{ path: ['audio'], message: 'The upload could not be read.' }]);
  }
  return { audio, fields };
}

/** A text field of the upload, checked with its schema. */
export function uploadField<T>(fields: Map<string, string>, name: string, schema: z.ZodType<T>): T {
  const parsed = schema.safeParse(fields.get(name));
  if (!parsed.success) {
    throw new AppError(
      'common.validation',
      parsed.error.issues.map((issue) => ({ path: [name, ...issue.path], message: issue.message })),
    );
  }
  return parsed.data;
}

/** Refuses what is not a recording the app takes: missing, or not audio by its bytes. */
export function acceptedRecording(upload: UploadedRecording): { audio: Buffer; kind: AudioKind } {
  if (!upload.audio)
    throw new AppError('common.validation', [{ path: ['audio'], message: 'A recording is required.' }]);
  const kind = sniffAudio(upload.audio);
  if (!kind) throw new AppError('speech.not_audio');
  return { audio: upload.audio, kind };
}

/**
 * The recording decoded as scoring will read it (one audio stream, a container on the list, under
 * the length limit, decodable, not silent): its length, or the engine's refusal as the error.
 */
export async function probedRecording(audio: Buffer): Promise<{ durationMs: number }> {
  try {
    return await probeAnswer(audio);
  } catch (error) {
    if (error instanceof SpeechRefusal) throw new AppError(error.code);
    throw error;
  }
}
