// Runs async tasks at most N at once (uploads: 5, docs/product.md#constants).
export const UPLOAD_CONCURRENCY = 5;

export function createQueue(limit = UPLOAD_CONCURRENCY) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const next = () => {
    if (running >= limit) return;
    const run = waiting.shift();
    if (run) run();
  };
  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        waiting.push(() => {
          running += 1;
          task()
            .then(resolve, reject)
            .finally(() => {
              running -= 1;
              next();
            });
        });
        next();
      });
    },
    get running() {
      return running;
    },
  };
}
