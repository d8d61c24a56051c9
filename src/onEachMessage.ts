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

/**
 * A pool worker's messages (see runWorkerPool): the first is its setup, which `start` turns into
 * the handler of every later one (handled one at a time, in order, as onEachMessage does).
 */
export function onSetupThenEachMessage<Setup, Message>(port: MessagePort, start: (setup: Setup) => (message: Message) => Promise<void>): void {
  let handle: ((message: Message) => Promise<void>) | undefined;
  onEachMessage(port, async (message: Setup | Message) => {
    if (handle) await handle(message as Message);
    else handle = start(message as Setup);
  });
}
