/** Runs `task` now and then every `seconds` until stopped, one run at a time (a slow run delays the next). */
export function repeatWhileRunning(task: () => Promise<unknown>, seconds: number, onError: (error: Error) => void) {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = task()
      .then(
        () => undefined,
        (error: unknown) => onError(error as Error),
      )
      .then(() => {
        if (!stopped) timer = setTimeout(run, seconds * 1000).unref();
      });
  };
  run();
  return {
    /** Stops the timer and waits for a run in progress. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
