import ffmpeg from '@ffmpeg-installer/ffmpeg';

/** The ffmpeg binary: `FFMPEG_PATH` when set, else the one shipped in the npm package. */
export const ffmpegPath = (): string => process.env.FFMPEG_PATH || ffmpeg.path;
