/** Where a sentence is in its material: the book page ("p. 3"), or the video time as m:ss or h:mm:ss. */
export function videoTime(startMs: number): string {
  const seconds = Math.max(0, Math.floor(startMs / 1000));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}`
    : `${String(minutes).padStart(2, '0')}:${rest}`;
}
