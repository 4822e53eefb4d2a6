import pino from 'pino';

/** Lines kept in memory while standard output is slow; past this they are dropped, never waited for. */
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;

/**
 * Where the server's log lines go: standard output, written asynchronously (issue 12). pino's default
 * destination writes synchronously and, once nothing reads the pipe any more, retries inside `Atomics.wait`, so
 * the main thread never returns to the event loop and not even the exit timer fires. Here writes happen off the
 * main thread, a slow reader costs at most MAX_BUFFERED_BYTES (then lines are dropped), and once the output is
 * gone (EPIPE, a closed supervisor pipe) logging stops instead of failing.
 */
export function createLogDestination(fd = 1): { write(line: string): void } {
  const destination = pino.destination({ dest: fd, sync: false, maxLength: MAX_BUFFERED_BYTES });
  let gone = false;
  destination.on('error', () => {
    gone = true;
  });
  return {
    write(line: string) {
      if (!gone) destination.write(line);
    },
  };
}

/**
 * console.* writes to the same pipes: when their reader is gone, Node emits 'error' on the stream, which would
 * end the process as an uncaught exception. Ignore it; the messages were for a reader that no longer exists.
 */
export function ignoreBrokenStdio(): void {
  for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});
}
