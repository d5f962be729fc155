import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMediaPlayback, stubObjectUrls } from '../../../test/browser-stubs';
import { jsonResponse, mockApi } from '../../../test/fetch-mock';
import { renderInApp } from '../../../test/render';
import { tryItBody } from '../test/echo-fixtures';
import { TryItPanel } from './TryItPanel';

const TEXT = 'The cat sat on the mat';

/** A stand-in for the browser's recorder: what it records is handed over when it stops. */
class FakeRecorder {
  static instances: FakeRecorder[] = [];
  static isTypeSupported = (type: string) => type === 'audio/webm;codecs=opus';
  state: RecordingState = 'inactive';
  readonly mimeType: string;
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  onerror: (() => void) | null = null;

  constructor(
    readonly stream: MediaStream,
    options?: { mimeType?: string },
  ) {
    this.mimeType = options?.mimeType ?? 'audio/webm';
    FakeRecorder.instances.push(this);
  }

  start() {
    this.state = 'recording';
  }

  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['spoken words'], { type: this.mimeType }) });
    this.onstop?.();
  }
}

function stubMicrophone(answer: () => Promise<unknown>) {
  const getUserMedia = vi.fn(answer);
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  vi.stubGlobal('MediaRecorder', FakeRecorder);
  return getUserMedia;
}

function workingMicrophone() {
  const track = { stop: vi.fn() };
  const getUserMedia = stubMicrophone(async () => ({ getTracks: () => [track] }));
  return { track, getUserMedia };
}

/** The editor around the panel, as far as it matters here: the question's text changes. */
function Editor({ texts }: { texts: string[] }) {
  const [index, setIndex] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setIndex(index + 1)}>
        Next text
      </button>
      <TryItPanel courseId={12} text={texts[index] ?? ''} />
    </>
  );
}

const tryCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/echo/try/12'));

describe('Try it', () => {
  beforeEach(() => {
    FakeRecorder.instances = [];
    stubObjectUrls();
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'mediaDevices');
  });

  it('records the teacher, sends the recording with the text, and shows how it was scored', async () => {
    const user = userEvent.setup();
    const { track, getUserMedia } = workingMicrophone();
    const fetchMock = mockApi({ 'POST /echo/try/12': () => jsonResponse(tryItBody()) });
    renderInApp(<TryItPanel courseId={12} text={TEXT} />);

    await user.click(screen.getByRole('button', { name: 'Record' }));
    expect(getUserMedia).toHaveBeenCalledWith({ audio: true });
    const stop = await screen.findByRole('button', { name: 'Stop' });
    expect(stop).toHaveFocus();
    expect(screen.getByRole('timer', { name: 'Recording time' })).toHaveTextContent('0:00 / 1:00');
    expect(FakeRecorder.instances[0]?.mimeType).toBe('audio/webm;codecs=opus');
    await user.click(stop);

    await screen.findByText('Words correct per minute');
    // The microphone is released as soon as the recording stops.
    expect(track.stop).toHaveBeenCalled();
    const [call] = tryCalls(fetchMock);
    const form = call?.[1]?.body as FormData;
    expect(form.get('text')).toBe(TEXT);
    const audio = form.get('audio') as File;
    expect(audio.type).toBe('audio/webm;codecs=opus');
    expect(audio.name).toBe('try-it.webm');
    expect(await audio.text()).toBe('spoken words');

    expect(screen.getByText('Words correct per minute').nextSibling).toHaveTextContent('92');
    expect(document.querySelector('[data-mark="omission"]')).toHaveTextContent('sat (left out)');
    expect(screen.getByRole('button', { name: 'mat (said differently)' })).toBeInTheDocument();
    expect(screen.getByLabelText('Your recording')).toHaveAttribute('src', 'blob:recording-1');
    expect(screen.getByText(/Nothing is kept/)).toBeInTheDocument();
  });

  it('plays back a word of the teacher’s own take', async () => {
    const user = userEvent.setup();
    workingMicrophone();
    const { play } = stubMediaPlayback();
    mockApi({ 'POST /echo/try/12': () => jsonResponse(tryItBody()) });
    renderInApp(<TryItPanel courseId={12} text={TEXT} />);
    await user.click(screen.getByRole('button', { name: 'Record' }));
    await user.click(await screen.findByRole('button', { name: 'Stop' }));
    await user.click(await screen.findByRole('button', { name: 'cat' }));
    expect((screen.getByLabelText('Your recording') as HTMLAudioElement).currentTime).toBe(0.45);
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('stops by itself at the longest recording the server scores', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    workingMicrophone();
    const fetchMock = mockApi({ 'POST /echo/try/12': () => jsonResponse(tryItBody()) });
    renderInApp(<TryItPanel courseId={12} text={TEXT} />);
    await act(async () => screen.getByRole('button', { name: 'Record' }).click());
    await screen.findByRole('button', { name: 'Stop' });
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(screen.getByRole('timer')).toHaveTextContent('0:30 / 1:00');
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(FakeRecorder.instances[0]?.state).toBe('inactive');
    await waitFor(() => expect(tryCalls(fetchMock)).toHaveLength(1));
  });

  it('says when the microphone is blocked, and lets the teacher try again', async () => {
    const user = userEvent.setup();
    const getUserMedia = stubMicrophone(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    renderInApp(<TryItPanel courseId={12} text={TEXT} />);
    await user.click(screen.getByRole('button', { name: 'Record' }));
    expect(
      await screen.findByText("The microphone is blocked. Allow it in the browser's site settings, then try again."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Record again' }));
    expect(getUserMedia).toHaveBeenCalledTimes(2);
  });

  it('says when there is no microphone', async () => {
    const user = userEvent.setup();
    stubMicrophone(() => Promise.reject(new DOMException('none', 'NotFoundError')));
    renderInApp(<TryItPanel courseId={12} text={TEXT} />);
    await user.click(screen.getByRole('button', { name: 'Record' }));
    expect(await screen.findByText('No microphone was found. Connect one, then try again.')).toBeInTheDocument();
  });

  it('says when the browser cannot record at all', async () => {
    const user = userEvent.setup();
    renderInApp(<TryItPanel courseId={12} text={TEXT} />);
    await user.click(screen.getByRole('button', { name: 'Record' }));
    expect(await screen.findByText(/This browser cannot record sound/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record again' })).not.toBeInTheDocument();
  });

  it('translates the server’s refusal of the recording', async () => {
    const user = userEvent.setup();
    workingMicrophone();
    mockApi({ 'POST /echo/try/12': () => jsonResponse({ status: 'error', code: 'speech.silent' }, 400) });
    renderInApp(<TryItPanel courseId={12} text={TEXT} />);
    await user.click(screen.getByRole('button', { name: 'Record' }));
    await user.click(await screen.findByRole('button', { name: 'Stop' }));
    expect(
      await screen.findByText('The recording is silent. Check the microphone and record again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Record again' })).toBeEnabled();
  });

  it('says when nothing was heard', async () => {
    const user = userEvent.setup();
    workingMicrophone();
    mockApi({
      'POST /echo/try/12': () =>
        jsonResponse(
          tryItBody({ heard: false, overall: null, accuracy: null, completeness: null, fluency: null, wcpm: null }),
        ),
    });
    renderInApp(<TryItPanel courseId={12} text={TEXT} />);
    await user.click(screen.getByRole('button', { name: 'Record' }));
    await user.click(await screen.findByRole('button', { name: 'Stop' }));
    expect(await screen.findByText(/Nothing was heard in the recording/)).toBeInTheDocument();
  });

  it('waits for a question it can score, and starts again when the question changes', async () => {
    const user = userEvent.setup();
    workingMicrophone();
    mockApi({ 'POST /echo/try/12': () => jsonResponse(tryItBody()) });
    renderInApp(<Editor texts={['  ', TEXT, 'The dog ran']} />);
    expect(screen.getByRole('button', { name: 'Record' })).toBeDisabled();
    expect(screen.getByText('Write a question of 1 to 25 words to try it.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next text' }));
    await user.click(screen.getByRole('button', { name: 'Record' }));
    await user.click(await screen.findByRole('button', { name: 'Stop' }));
    await screen.findByText('Words correct per minute');
    await user.click(screen.getByRole('button', { name: 'Next text' }));
    expect(screen.queryByText('Words correct per minute')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Record' })).toBeEnabled();
  });
});
