import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RecordingPlayer } from './RecordingPlayer';
import type { RecordingState } from './recording-state';

const player = (recording: RecordingState, onLoad = () => {}) => (
  <RecordingPlayer
    recording={recording}
    onLoad={onLoad}
    audioLabel="Recording of question 1"
    listenLabel="Listen"
    failedLabel={(reason) => reason}
  />
);

describe('a recording player', () => {
  it('plays the recording the Listen press fetched, without a second press', async () => {
    const onLoad = vi.fn();
    const { rerender } = render(player({ status: 'idle' }, onLoad));
    await userEvent.click(screen.getByRole('button', { name: 'Listen' }));
    expect(onLoad).toHaveBeenCalledOnce();
    rerender(player({ status: 'ready', url: 'blob:answer' }, onLoad));
    const audio = screen.getByLabelText<HTMLAudioElement>('Recording of question 1');
    expect(audio.autoplay).toBe(true);
  });

  it('does not start a recording that was there before any press', () => {
    render(player({ status: 'ready', url: 'blob:answer' }));
    expect(screen.getByLabelText<HTMLAudioElement>('Recording of question 1').autoplay).toBe(false);
  });
});
