import type { MessagePort } from 'node:worker_threads';

/**
 * Handles the messages posted to `port` one at a time, in the order they came: the next message
 * waits until `handle` has settled for the one before (a worker thread's batches, the dev server's
 * changes).
 */
export function onEachMessage<Message>(port: MessagePort, handle: (message: Message) => Promise<void>): void {
  let queue = Promise.resolve();
  port.on('message', (message: Message) => {
    queue = queue.then(() => handle(message));
  });
}

/** A run's setup as the pool posts it to a worker (see runWorkerPool): each run of a worker starts with one. */
export interface SetupMessage<Setup = unknown> {
  docsgenSetup: Setup;
}

export function isSetupMessage(message: unknown): message is SetupMessage {
  return message !== null && typeof message === 'object' && 'docsgenSetup' in message;
}

/** Asks a pool worker to end, after the work it holds (see stopSpareWorkers): every pool worker ends itself when asked. */
export interface EndMessage {
  docsgenEnd: true;
}

export function isEndMessage(message: unknown): message is EndMessage {
  return message !== null && typeof message === 'object' && 'docsgenEnd' in message;
}

/**
 * A pool worker's messages (see runWorkerPool): each run it serves begins with its setup (a
 * SetupMessage), which `start` turns into the handler of the batches that follow (handled one at a
 * time, in order, as onEachMessage does). A worker serves run after run: the content stage's page
 * step, the sidebar readers' second pass and the render stage take the same threads. An
 * EndMessage runs `end` after the work before it: `end` stops what the worker started (its child
 * processes, so they are collected and their processor time counted in the build's) and ends the
 * thread (`process.exit`). The pool asks every worker so; it terminates only a failed run's.
 */
export function onSetupThenEachMessage<Setup, Message>(port: MessagePort, start: (setup: Setup) => (message: Message) => Promise<void>, end: () => Promise<void>): void {
  let handle: ((message: Message) => Promise<void>) | undefined;
  onEachMessage(port, async (message: SetupMessage<Setup> | EndMessage | Message) => {
    if (isSetupMessage(message)) handle = start(message.docsgenSetup as Setup);
    else if (isEndMessage(message)) await end();
    else if (handle) await handle(message as Message);
  });
}
