import { MessageChannel } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { onEachMessage, onSetupThenEachMessage } from '../../src/workers/onEachMessage.js';

describe('onEachMessage', () => {
  it('handles messages one at a time, in the order they came, though earlier ones finish last', async () => {
    const { port1, port2 } = new MessageChannel();
    const events: string[] = [];
    // Each handler waits until the test lets it finish; the test lets the last message's finish first.
    const finish: (() => void)[] = [];
    const started: Promise<void>[] = [];
    const announce: (() => void)[] = [];
    for (let n = 0; n < 5; n++) started.push(new Promise((resolve) => (announce[n] = resolve)));
    const allowed = Array.from({ length: 5 }, (_, n) => new Promise<void>((resolve) => (finish[n] = resolve)));
    let running = 0;
    let most = 0;
    const done = new Promise<void>((resolve) => {
      onEachMessage(port1, async (n: number) => {
        most = Math.max(most, ++running);
        events.push(`start ${n}`);
        announce[n]!();
        await allowed[n];
        events.push(`end ${n}`);
        running--;
        if (n === 4) resolve();
      });
    });
    for (let n = 0; n < 5; n++) port2.postMessage(n);
    await started[0];
    // A few turns of the event loop: every posted message has arrived (a handler that did not wait
    // for the one before would have started by now).
    for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve));
    expect(events).toEqual(['start 0']);
    for (let n = 4; n >= 0; n--) finish[n]!();
    await done;
    port1.close();
    expect(most).toBe(1);
    expect(events).toEqual([0, 1, 2, 3, 4].flatMap((n) => [`start ${n}`, `end ${n}`]));
  });
});

describe('onSetupThenEachMessage', () => {
  it("serves run after run: each run's setup makes the handler of the batches after it; an end message runs `end` after the work before it", async () => {
    const { port1, port2 } = new MessageChannel();
    const handled: string[] = [];
    const done = new Promise<void>((resolve) => {
      onSetupThenEachMessage(
        port1,
        (setup: string) => async (batch: number) => {
          // The last batch takes a turn of the event loop: the end waits for it.
          if (batch === 3) await new Promise((later) => setImmediate(later));
          handled.push(`${setup}:${batch}`);
        },
        async () => {
          handled.push('end');
          resolve();
        },
      );
    });
    // A batch before any setup has no run to belong to: it is not handled.
    port2.postMessage(0);
    port2.postMessage({ docsgenSetup: 'page' });
    port2.postMessage(1);
    port2.postMessage(2);
    port2.postMessage({ docsgenSetup: 'render' });
    port2.postMessage(3);
    port2.postMessage({ docsgenEnd: true });
    await done;
    port1.close();
    expect(handled).toEqual(['page:1', 'page:2', 'render:3', 'end']);
  });
});
