import { parse, subscribe } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createSchema } from './schema.js';
import { endWhenTooSlow } from './ws.js';
import { AsyncQueue, QueueOverflowError } from '../lib/async-queue.js';
import { LiveTopic } from '../lib/change-events.js';
import { PgPubSub } from '../lib/pubsub.js';

describe('AsyncQueue', () => {
  it('holds at most its limit of unread values; one more ends it with QueueOverflowError and runs onClose once', async () => {
    let closed = 0;
    const queue = new AsyncQueue<number>(() => closed++, 3);
    for (const value of [1, 2, 3]) queue.push(value);
    expect(queue.size).toBe(3);
    queue.push(4);
    expect(queue.size).toBe(0);
    expect(closed).toBe(1);
    await expect(queue.next()).rejects.toBeInstanceOf(QueueOverflowError);
    expect(await queue.next()).toEqual({ value: undefined, done: true });
    queue.push(5);
    await queue.return();
    expect(closed).toBe(1);
  });

  it('hands values straight to a waiting reader without queueing them', async () => {
    const queue = new AsyncQueue<number>(() => undefined, 1);
    const first = queue.next();
    queue.push(1);
    queue.push(2);
    expect(await first).toEqual({ value: 1, done: false });
    expect(await queue.next()).toEqual({ value: 2, done: false });
  });
});

describe('a slow subscriber', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase({ debug: false });
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('is dropped once it leaves maxQueued events unread, and its socket is closed', async () => {
    const pubSub = new PgPubSub(db.url, { maxQueued: 5 });
    await pubSub.start();
    try {
      const slow = pubSub.subscribe(LiveTopic.CommentDeleted, '1')[Symbol.asyncIterator]();
      const fast = pubSub.subscribe(LiveTopic.CommentDeleted, '1')[Symbol.asyncIterator]();
      let disconnected = 0;
      const guarded = endWhenTooSlow(slow, () => disconnected++);
      const received: unknown[] = [];
      const reading = (async () => {
        for (let index = 0; index < 8; index++) received.push((await fast.next()).value);
      })();
      for (let index = 0; index < 8; index++) pubSub.publish(LiveTopic.CommentDeleted, '1', { id: index + 1, articleId: 1 });
      await reading;
      expect(received).toHaveLength(8);
      expect(pubSub.subscriberCount).toBe(1);
      expect(await guarded.next()).toEqual({ value: undefined, done: true });
      expect(disconnected).toBe(1);
      await fast.return?.();
      expect(pubSub.subscriberCount).toBe(0);
    } finally {
      await pubSub.close();
    }
  });

  it('ends a GraphQL subscription that falls behind, through the schema, and disconnects it', async () => {
    const pubSub = new PgPubSub(db.url, { maxQueued: 2 });
    await pubSub.start();
    try {
      const schema = await createSchema(pubSub);
      const result = await subscribe({
        schema,
        document: parse('subscription { commentAdded(articleId: "7") { id } }'),
        contextValue: {},
      });
      if (!(Symbol.asyncIterator in result)) throw new Error(JSON.stringify(result.errors));
      let disconnected = 0;
      const guarded = endWhenTooSlow(result, () => disconnected++);
      await waitFor(() => pubSub.subscriberCount === 1);
      for (let index = 1; index <= 5; index++) pubSub.publish(LiveTopic.CommentAdded, '7', { commentId: index });
      await waitFor(() => pubSub.subscriberCount === 0);
      expect(await guarded.next()).toEqual({ value: undefined, done: true });
      expect(disconnected).toBe(1);
    } finally {
      await pubSub.close();
    }
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 3_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('The condition did not hold in time.');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
