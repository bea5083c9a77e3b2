import pino, { type DestinationStream } from 'pino';

/** A turn that logs this much writes it at once rather than holding more. */
const MAXIMUM_PENDING_CHARACTERS = 64 * 1024;

/**
 * Where the API's log lines go (stdout by default): the lines one turn of the event loop writes, written together,
 * synchronously, at the end of that turn, and at exit. pino's default destination writes each line through the
 * thread pool (an asynchronous SonicBoom: a worker woken and a completion signalled per write, which cost the read
 * path more than formatting the line); a synchronous write per line is one system call per request. Here a busy
 * turn that answers many requests pays one write for all their lines, and a line waits no longer than the turn it
 * was logged in (pino's asynchronous default also held lines while a write was in flight; both flush at exit).
 */
export function turnBatchedLogDestination(dest: string | number = 1): DestinationStream {
  // Bytes, encoded once: given strings, SonicBoom measures each twice and encodes it again after writing it.
  const sink = pino.destination({ dest, sync: true, contentMode: 'buffer' });
  // (in buffer mode SonicBoom takes Buffers; its types name only strings)
  const writeBytes = sink.write.bind(sink) as unknown as (bytes: Buffer) => boolean;
  let pending = '';
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (pending === '') return;
    const text = pending;
    pending = '';
    writeBytes(Buffer.from(text));
  };
  process.once('exit', flush);
  return {
    write(line: string) {
      pending += line;
      if (pending.length >= MAXIMUM_PENDING_CHARACTERS) flush();
      else if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
  };
}

let standardOutput: DestinationStream | undefined;

/** The one destination of this process's stdout, shared by every app built in it. */
export function standardOutputLogDestination(): DestinationStream {
  standardOutput ??= turnBatchedLogDestination(1);
  return standardOutput;
}
