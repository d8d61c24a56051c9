import type { MessagePort } from 'node:worker_threads';

/**
 * What a pool worker says it is doing with its current item (see runWorkerPool: a worker stopped
 * for a limit is named with it). The worker writes it into memory it shares with the main thread,
 * which reads it only when it stops the worker: a message for every step of every page (four or
 * five a page) cost a page worker a few percent of its time, and woke the main thread as often.
 * The shared memory is made on the first note and posted once (`NotesMessage`).
 */
export interface DoingNotes {
  /** Says what the worker is doing now (past `NOTE_BYTES` bytes of UTF-8, the rest is cut). */
  doing(what: string): void;
  /** Says it is doing nothing: call before posting an item's reply. */
  done(): void;
}

/** The one message that hands the main thread a worker's notes. */
export interface NotesMessage {
  docsgenNotes: SharedArrayBuffer;
}

const NOTE_BYTES = 1024;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

export function doingNotes(port: MessagePort): DoingNotes {
  let length: Int32Array | undefined;
  let bytes: Uint8Array;
  return {
    doing(what) {
      if (!length) {
        const shared = new SharedArrayBuffer(4 + NOTE_BYTES);
        length = new Int32Array(shared, 0, 1);
        bytes = new Uint8Array(shared, 4);
        port.postMessage({ docsgenNotes: shared } satisfies NotesMessage);
      }
      // The text first, then its length: a note is read only once the worker is stopped or stuck.
      Atomics.store(length, 0, encoder.encodeInto(what, bytes).written);
    },
    done() {
      if (length) Atomics.store(length, 0, 0);
    },
  };
}

export function isNotesMessage(message: unknown): message is NotesMessage {
  return message !== null && typeof message === 'object' && 'docsgenNotes' in message;
}

/** The worker's current note, if it says it is doing something. */
export function readNote(shared: SharedArrayBuffer): string | undefined {
  const length = Atomics.load(new Int32Array(shared, 0, 1), 0);
  // TextDecoder takes no view of shared memory: a copy.
  return length > 0 ? decoder.decode(new Uint8Array(shared, 4, length).slice()) : undefined;
}
