/** The kinds of recording the learner apps and browsers send, told from their first bytes. */
export type AudioKind = 'wav' | 'ogg' | 'webm' | 'mp3' | 'mp4';

/** The content type and file extension a recording of each kind is kept and played back with. */
export const AUDIO_KINDS: Record<AudioKind, { contentType: string; extension: string }> = {
  wav: { contentType: 'audio/wav', extension: 'wav' },
  ogg: { contentType: 'audio/ogg', extension: 'ogg' },
  webm: { contentType: 'audio/webm', extension: 'webm' },
  mp3: { contentType: 'audio/mpeg', extension: 'mp3' },
  mp4: { contentType: 'audio/mp4', extension: 'm4a' },
};

const ascii = (bytes: Uint8Array, at: number, text: string) =>
  bytes.length >= at + text.length && [...text].every((char, i) => bytes[at + i] === char.charCodeAt(0));

/** An MPEG audio frame header: eleven set sync bits, a known version and layer, a usable bit rate and rate. */
function isMpegFrame(bytes: Uint8Array, at: number): boolean {
  if (bytes.length < at + 4) return false;
  const [b0, b1, b2] = [bytes[at]!, bytes[at + 1]!, bytes[at + 2]!];
  const version = (b1 >> 3) & 0b11;
  const layer = (b1 >> 1) & 0b11;
  const bitrate = b2 >> 4;
  const sampleRate = (b2 >> 2) & 0b11;
  return b0 === 0xff && (b1 & 0xe0) === 0xe0 && version !== 1 && layer !== 0 && bitrate !== 0xf && sampleRate !== 3;
}

/**
 * What kind of recording the bytes are, by their container's signature: RIFF/WAVE, Ogg, WebM
 * (EBML), MP3 (an ID3 tag or an MPEG frame) or MP4/M4A (`ftyp`); null for anything else. Only
 * the signature is looked at: the engine's decoder refuses what does not decode when scoring.
 */
export function sniffAudio(bytes: Uint8Array): AudioKind | null {
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WAVE')) return 'wav';
  if (ascii(bytes, 0, 'OggS')) return 'ogg';
  if (bytes.length >= 4 && bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) {
    return 'webm';
  }
  if (ascii(bytes, 0, 'ID3') || isMpegFrame(bytes, 0)) return 'mp3';
  if (ascii(bytes, 4, 'ftyp')) return 'mp4';
  return null;
}

/** Milliseconds of a PCM WAV recording, from its header; null when the header does not say. */
export function wavDurationMs(bytes: Uint8Array): number | null {
  if (sniffAudio(bytes) !== 'wav') return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let byteRate = 0;
  for (let at = 12; at + 8 <= bytes.length; ) {
    const size = view.getUint32(at + 4, true);
    if (ascii(bytes, at, 'fmt ') && at + 16 <= bytes.length) byteRate = view.getUint32(at + 16, true);
    if (ascii(bytes, at, 'data')) {
      if (byteRate === 0) return null;
      const data = Math.min(size, bytes.length - at - 8);
      return Math.round((data / byteRate) * 1000);
    }
    at += 8 + size + (size % 2);
  }
  return null;
}

/**
 * Milliseconds of an Ogg recording: the last page's granule position at Opus's 48 kHz (less the
 * stream's pre-skip) or a Vorbis stream's own rate; null when the stream does not say.
 */
export function oggDurationMs(bytes: Uint8Array): number | null {
  if (sniffAudio(bytes) !== 'ogg' || bytes.length < 64) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const head = 27 + bytes[26]!;
  let rate: number;
  let preSkip = 0;
  if (ascii(bytes, head, 'OpusHead')) {
    rate = 48_000;
    preSkip = view.getUint16(head + 10, true);
  } else if (bytes[head] === 1 && ascii(bytes, head + 1, 'vorbis')) {
    rate = view.getUint32(head + 12, true);
  } else {
    return null;
  }
  for (let at = bytes.length - 27; at >= 0; at--) {
    if (!ascii(bytes, at, 'OggS')) continue;
    const granule = Number(view.getBigUint64(at + 6, true));
    if (rate === 0 || granule <= preSkip) return null;
    return Math.round(((granule - preSkip) / rate) * 1000);
  }
  return null;
}

/** A recording's length in milliseconds when its container says it cheaply (WAV, Ogg); else null. */
export function recordingDurationMs(bytes: Uint8Array): number | null {
  return wavDurationMs(bytes) ?? oggDurationMs(bytes);
}
