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
