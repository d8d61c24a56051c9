import { MessageChannel } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { onEachMessage } from '../../src/onEachMessage.js';

describe('onEachMessage', () => {
  it('handles messages one at a time, in the order they came, though earlier ones take longer', async () => {
    const { port1, port2 } = new MessageChannel();
    const events: string[] = [];
    let running = 0;
    let most = 0;
    const done = new Promise<void>((resolve) => {
      onEachMessage(port1, async (n: number) => {
        most = Math.max(most, ++running);
        events.push(`start ${n}`);
        // The first message takes longest.
        await new Promise((wait) => setTimeout(wait, (5 - n) * 5));
        events.push(`end ${n}`);
        running--;
        if (n === 4) resolve();
      });
    });
    for (let n = 0; n < 5; n++) port2.postMessage(n);
    await done;
    port1.close();
    expect(most).toBe(1);
    expect(events).toEqual([0, 1, 2, 3, 4].flatMap((n) => [`start ${n}`, `end ${n}`]));
  });
});
