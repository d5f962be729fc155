import { ECHO_LIMITS } from '@lms/shared';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error.js';
import { type AudioKind, sniffAudio } from './audio-sniff.js';

/** A recording as the multipart reader left it. */
export interface UploadedRecording {
  /** The bytes, or null when no `audio` part came. */
  audio: Buffer | null;
  /** The upload went past the size limit and was cut short. */
  truncated: boolean;
}

/** The multipart reader's limits for a recording and a few text fields. */
export const RECORDING_UPLOAD_LIMITS = {
  // One byte past the limit tells a recording that is too large from one that just fits.
  fileSize: ECHO_LIMITS.recordingBytesMax + 1,
  files: 2,
  fields: 5,
  parts: 7,
  fieldSize: 1000,
};

/**
 * A multipart upload's `audio` file (read up to the size limit, and flagged when it went past it)
 * and its text fields. A body that is not multipart, or that the reader cannot parse, is refused.
 */
export async function readRecording(
  request: FastifyRequest,
): Promise<UploadedRecording & { fields: Map<string, string> }> {
  if (!request.isMultipart()) {
    throw new AppError('common.validation', [{ path: ['audio'], message: 'Send the recording as multipart `audio`.' }]);
  }
  const fields = new Map<string, string>();
  let audio: Buffer | null = null;
  let truncated = false;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname === 'audio' && audio === null) {
          audio = await part.toBuffer();
        } else {
          // Other files are read past and dropped.
          await part.toBuffer();
        }
      } else if (typeof part.value === 'string' && !fields.has(part.fieldname)) {
        fields.set(part.fieldname, part.value);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') truncated = true;
    else if ((error as { statusCode?: number }).statusCode === 413) throw new AppError('speech.too_large');
    else throw new AppError('common.validation', [{ path: ['audio'], message: 'The upload could not be read.' }]);
  }
  return { audio, truncated, fields };
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

/** Refuses what is not a recording the app takes: missing, too large, or not audio by its bytes. */
export function acceptedRecording(upload: UploadedRecording): { audio: Buffer; kind: AudioKind } {
  if (upload.truncated || (upload.audio && upload.audio.length > ECHO_LIMITS.recordingBytesMax)) {
    throw new AppError('speech.too_large');
  }
  if (!upload.audio)
    throw new AppError('common.validation', [{ path: ['audio'], message: 'A recording is required.' }]);
  const kind = sniffAudio(upload.audio);
  if (!kind) throw new AppError('speech.not_audio');
  return { audio: upload.audio, kind };
}
