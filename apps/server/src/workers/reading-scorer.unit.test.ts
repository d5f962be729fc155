import type { Recogniser } from '@lms/speech';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The recogniser is replaced by a light one that counts its loads: what is checked is when a
// thread loads it, not how it scores (packages/speech has its own tests and evaluation).
const loads = vi.hoisted(() => ({ create: vi.fn() }));
vi.mock('@lms/speech', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@lms/speech')>()),
  createSphinxRecogniser: loads.create,
}));

const recogniser: Recogniser = {
  version: 'counting',
  pronunciations: () => ['K AE T'],
  recognise: () => ({ heard: [], unexpected: [] }),
};

/** The thread's modules afresh, as a new thread would load them. */
async function newThread() {
  vi.resetModules();
  const tasks = await import('./tasks.js');
  const { workerLog } = await import('./worker-log.js');
  return { ...tasks, logged: vi.spyOn(workerLog, 'error') };
}

describe("a worker thread's speech recogniser", () => {
  beforeEach(() => {
    loads.create.mockReset();
    loads.create.mockResolvedValue(recogniser);
  });

  it('is loaded as a ready pool starts the thread, once, and the first task uses that one', async () => {
    const thread = await newThread();
    thread.startThread({ ready: true });
    expect(loads.create).toHaveBeenCalledTimes(1);
    expect(await thread.TASKS.scoringWarnings(['The cat.'])).toHaveLength(1);
    expect(loads.create).toHaveBeenCalledTimes(1);
  });

  it('is loaded only by the first task in a thread of a pool that is not ready', async () => {
    const thread = await newThread();
    thread.startThread({ ready: false });
    expect(loads.create).not.toHaveBeenCalled();
    await thread.TASKS.scoringWarnings(['The cat.']);
    await thread.TASKS.scoringWarnings(['The mat.']);
    expect(loads.create).toHaveBeenCalledTimes(1);
  });

  it('is loaded again by the first task when loading it as the thread started failed, which is logged', async () => {
    loads.create.mockRejectedValueOnce(new Error('out of memory'));
    const thread = await newThread();
    thread.startThread({ ready: true });
    await vi.waitFor(() =>
      expect(thread.logged).toHaveBeenCalledWith(expect.anything(), 'speech recogniser did not load'),
    );
    expect(await thread.TASKS.scoringWarnings(['The cat.'])).toHaveLength(1);
    expect(loads.create).toHaveBeenCalledTimes(2);
  });
});
