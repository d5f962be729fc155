import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../lib/app-error.js';
import { retryOnce } from './retry-once.js';

describe('a task retried once', () => {
  it('gives the value of a first attempt that succeeds, without a second', async () => {
    const task = vi.fn(async () => 42);
    expect(await retryOnce(task)).toEqual({ status: 'done', value: 42 });
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs again after a failure that is not a refusal (its thread died), and gives the second value', async () => {
    const task = vi.fn().mockRejectedValueOnce(new Error('Terminating worker thread')).mockResolvedValueOnce('scored');
    expect(await retryOnce(task)).toEqual({ status: 'done', value: 'scored' });
    expect(task).toHaveBeenCalledTimes(2);
  });

  it('ends as failed, with the reason, when the second attempt fails too', async () => {
    const task = vi
      .fn()
      .mockRejectedValueOnce(new Error('Terminating worker thread'))
      .mockRejectedValueOnce(new Error('worker ran out of memory'));
    expect(await retryOnce(task)).toEqual({ status: 'failed', reason: 'worker ran out of memory' });
    expect(task).toHaveBeenCalledTimes(2);
  });

  it('does not retry a refusal of the input: it is the answer', async () => {
    const task = vi.fn().mockRejectedValue(new AppError('speech.silent'));
    expect(await retryOnce(task)).toEqual({ status: 'refused', code: 'speech.silent' });
    expect(task).toHaveBeenCalledTimes(1);
  });
});
