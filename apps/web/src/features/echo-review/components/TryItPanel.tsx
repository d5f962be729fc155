/** "Try it": the teacher reads `text` into the microphone and sees how it would be scored. */
export function TryItPanel(_props: { courseid: number; text: string }) {
  return null;
}
