import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastArea } from './ToastArea';
import { showToast, useToastStore } from './toast-store';

describe('the toast area', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => act(() => useToastStore.getState().close()));

  it('shows one message at a time: a new one replaces the old', () => {
    render(<ToastArea />);
    act(() => showToast('First message'));
    act(() => showToast('Second message', 'error'));
    expect(screen.queryByText('First message')).not.toBeInTheDocument();
    expect(screen.getByText('Second message')).toBeInTheDocument();
  });

  it('uses the warning style unless told otherwise', () => {
    render(<ToastArea />);
    act(() => showToast('Careful'));
    expect(screen.getByText('Careful').parentElement).toHaveAttribute('data-status', 'warning');
    act(() => showToast('Saved', 'success'));
    expect(screen.getByText('Saved').parentElement).toHaveAttribute('data-status', 'success');
  });

  it('disappears after 5 seconds, counted from the latest message', () => {
    render(<ToastArea />);
    act(() => showToast('First message'));
    act(() => vi.advanceTimersByTime(3_000));
    act(() => showToast('Second message'));
    act(() => vi.advanceTimersByTime(4_999));
    expect(screen.getByText('Second message')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Second message')).not.toBeInTheDocument();
  });

  it('closes on its close button', async () => {
    vi.useRealTimers();
    const user = userEvent.setup();
    render(<ToastArea />);
    act(() => showToast('Closable'));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Closable')).not.toBeInTheDocument();
  });

  it('announces messages through a polite live region', () => {
    render(<ToastArea />);
    act(() => showToast('Heard'));
    expect(screen.getByRole('status')).toHaveTextContent('Heard');
  });
});
