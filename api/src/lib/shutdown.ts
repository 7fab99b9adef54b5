/** Run `stop` once on SIGINT/SIGTERM, then exit: queues and servers close before connections. */
export function onShutdown(stop: () => Promise<void>): void {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, async () => {
      if (stopping) return;
      stopping = true;
      try {
        await stop();
      } finally {
        process.exit(0);
      }
    });
  }
}
