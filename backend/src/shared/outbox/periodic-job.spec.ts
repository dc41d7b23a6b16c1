import { PeriodicJob, PeriodicJobOptions } from './periodic-job';

/** A run that lasts until the test finishes it. */
function aRunToFinishByHand() {
  let finish: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { done, finish: () => finish() };
}

/** A job whose runs are counted; each run lasts until `finishRun()` unless `instant`. */
function aCountedJob(options: Partial<PeriodicJobOptions> = {}, instant = true) {
  const logger = { warn: jest.fn() };
  let runs = 0;
  let current = aRunToFinishByHand();
  const job = new PeriodicJob(
    () => {
      runs += 1;
      if (instant) return Promise.resolve();
      current = aRunToFinishByHand();
      return current.done;
    },
    { everyMs: 1_000, failure: 'Counting failed', logger, ...options },
  );
  return { job, logger, runs: () => runs, finishRun: () => current.finish() };
}

describe('a periodic job', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs first after firstAfterMs, then everyMs after each run', async () => {
    const { job, runs } = aCountedJob({ firstAfterMs: 100 });
    job.start();
    await jest.advanceTimersByTimeAsync(99);
    expect(runs()).toBe(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(runs()).toBe(1);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(runs()).toBe(2);
    await jest.advanceTimersByTimeAsync(3_000);
    expect(runs()).toBe(5);
    await job.stop();
  });

  it('stop() waits for the run under way to finish', async () => {
    const { job, runs, finishRun } = aCountedJob({}, false);
    job.start();
    await jest.advanceTimersByTimeAsync(1_000);
    expect(runs()).toBe(1);

    let stopped = false;
    const stopping = job.stop().then(() => (stopped = true));
    await jest.advanceTimersByTimeAsync(10_000);
    expect(stopped).toBe(false);

    finishRun();
    await stopping;
    expect(stopped).toBe(true);
  });

  it('starts no run after stop(), neither on its schedule nor when asked', async () => {
    const { job, runs, finishRun } = aCountedJob({}, false);
    job.start();
    await jest.advanceTimersByTimeAsync(1_000);
    job.soon(10);
    const stopping = job.stop();
    finishRun();
    await stopping;
    expect(jest.getTimerCount()).toBe(0);

    job.soon(0);
    job.start();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(runs()).toBe(1);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('stop() before the first run means no run at all', async () => {
    const { job, runs } = aCountedJob({ firstAfterMs: 0 });
    job.start();
    await job.stop();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(runs()).toBe(0);
  });

  it('never runs twice at once: a run asked for during one follows it', async () => {
    const { job, runs, finishRun } = aCountedJob({ everyMs: 60_000, firstAfterMs: 0 }, false);
    job.start();
    await jest.advanceTimersByTimeAsync(0);
    expect(runs()).toBe(1);

    job.soon(50);
    await jest.advanceTimersByTimeAsync(500);
    expect(runs()).toBe(1);

    finishRun();
    await jest.advanceTimersByTimeAsync(49);
    expect(runs()).toBe(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(runs()).toBe(2);
    finishRun();
    await job.stop();
  });

  it('soon() brings the next run forward and never puts it off', async () => {
    const { job, runs } = aCountedJob({ everyMs: 10_000 });
    job.start();
    job.soon(100);
    job.soon(5_000);
    await jest.advanceTimersByTimeAsync(100);
    expect(runs()).toBe(1);
    // Back on its schedule: everyMs after that run.
    await jest.advanceTimersByTimeAsync(9_999);
    expect(runs()).toBe(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(runs()).toBe(2);
    await job.stop();
  });

  it('with everyMs 0 runs only when asked', async () => {
    const { job, runs } = aCountedJob({ everyMs: 0 });
    job.start();
    await jest.advanceTimersByTimeAsync(3_600_000);
    expect(runs()).toBe(0);
    job.soon(0);
    await jest.advanceTimersByTimeAsync(0);
    expect(runs()).toBe(1);
    await job.stop();
  });

  it('logs a failed run and keeps its schedule', async () => {
    const logger = { warn: jest.fn() };
    let runs = 0;
    const job = new PeriodicJob(
      async () => {
        runs += 1;
        if (runs === 1) throw new Error('database out of reach');
      },
      { everyMs: 1_000, failure: 'Counting failed', logger },
    );
    job.start();
    await jest.advanceTimersByTimeAsync(1_000);
    expect(logger.warn).toHaveBeenCalledWith('Counting failed: database out of reach');
    await jest.advanceTimersByTimeAsync(1_000);
    expect(runs).toBe(2);
    expect(logger.warn).toHaveBeenCalledTimes(1);
    await job.stop();
  });
});
