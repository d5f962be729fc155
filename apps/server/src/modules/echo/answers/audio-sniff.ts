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
 * the signature is looked at: the upload is then probed by the engine's decoder before it is kept.
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
