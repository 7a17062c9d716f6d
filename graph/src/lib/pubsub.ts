import type { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import type { PubSub } from 'type-graphql';
import { AsyncQueue } from './async-queue.js';
import {
  Channel,
  EVERYTHING_CHANGED,
  liveEvent,
  parseLiveEvent,
  parseReadChange,
  type LiveEvent,
  type LivePayloads,
  type LiveTopicName,
  type ReadChange,
} from './change-events.js';
import { logger } from './logger.js';
import { listenOn, queueLiveEvent, sendLiveEvent } from './pubsub.queries.js';

/**
 * Hears the database's announcements of changed public data on the same connection. Called with a change to
 * everything whenever the connection is (re)established, since announcements made while it was down are lost.
 */
export type ReadChangeListener = (change: ReadChange) => void;

/** Turns an event's payload into what subscribers receive (e.g. loads a comment); null drops the event. */
export type Hydrator<Topic extends LiveTopicName> = (payload: LivePayloads[Topic]) => Promise<unknown>;

/** The hydrators of the topics whose subscribers receive more than the event's ids. */
export type Hydrators = { [Topic in LiveTopicName]?: Hydrator<Topic> };

/**
 * Finds events committed while the listening connection was down. `mark` runs when listening first starts, `seen`
 * for every event the process hears, `lost` when the connection drops, and `missed` after each reconnection, once
 * LISTEN is active again: it returns what was committed in between, which is then delivered like any other event.
 * Events heard on the new connection before `missed` runs may be newer than some it will find.
 */
export interface GapRecovery {
  mark(): Promise<void>;
  lost?(): void;
  /** False when the event was already delivered (heard both live and in a recovery), so it is not delivered twice. */
  seen(event: LiveEvent): boolean;
  missed(): Promise<LiveEvent[]>;
}

export interface PgPubSubOptions {
  hydrators?: Hydrators;
  recoveries?: GapRecovery[];
  /** Events one subscriber may leave unread before it is dropped as too slow (default 256). */
  maxQueued?: number;
}

/** Process-wide handling of one topic, whoever it is routed to (e.g. closing the sockets of an ended session). */
export type TopicHandler<Topic extends LiveTopicName> = (routingId: string, payload: LivePayloads[Topic]) => void;

/**
 * Queues an event in the caller's transaction with pg_notify: PostgreSQL delivers it to every listening API process
 * only if and when the transaction commits, so subscribers never hear of a write that was rolled back.
 */
export async function notifyInTransaction(em: EntityManager, event: LiveEvent): Promise<void> {
  await queueLiveEvent(em, event);
}

/**
 * Live events over PostgreSQL LISTEN/NOTIFY: every process LISTENs on one channel, hydrates each event once and fans
 * it out to its local subscribers of (topic, routing id). The listening connection reconnects by itself and then
 * delivers, through its gap recoveries, what was committed while it was down. Each subscriber's unread events are
 * bounded: a subscriber that falls `maxQueued` events behind is ended with QueueOverflowError.
 */
export class PgPubSub implements PubSub {
  private readonly subscribers = new Map<string, Set<AsyncQueue<unknown>>>();
  private readonly topicHandlers = new Map<LiveTopicName, TopicHandler<LiveTopicName>[]>();
  private readonly hydrators: Hydrators;
  private readonly recoveries: GapRecovery[];
  private readonly maxQueued: number;
  private client: pg.Client | null = null;
  private closing = false;
  private retryMs = 500;
  private ready: Promise<void> | null = null;
  private connections = 0;
  private readonly readChangeListeners = new Set<ReadChangeListener>();

  constructor(
    private readonly connectionString: string,
    options: PgPubSubOptions = {},
  ) {
    this.hydrators = options.hydrators ?? {};
    this.recoveries = options.recoveries ?? [];
    this.maxQueued = options.maxQueued ?? 256;
  }

  /** Connects and starts listening; resolves once LISTEN is active. */
  start(): Promise<void> {
    this.ready ??= this.connect();
    return this.ready;
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('notification', (message) => {
      if (message.channel === Channel.Reads) {
        const change = parseReadChange(message.payload);
        for (const listener of this.readChangeListeners) listener(change);
      } else void this.dispatch(message.payload);
    });
    client.on('error', (error) => {
      logger.warn(`Live events connection lost (${error.message}); reconnecting.`);
      this.reconnect(client);
    });
    client.on('end', () => this.reconnect(client));
    await client.connect();
    await listenOn(client, Channel.Live);
    await listenOn(client, Channel.Reads);
    this.client = client;
    this.retryMs = 500;
    for (const listener of this.readChangeListeners) listener(EVERYTHING_CHANGED);
    if (this.connections++ === 0) {
      await Promise.all(this.recoveries.map((recovery) => recovery.mark()));
      return;
    }
    for (const recovery of this.recoveries) {
      try {
        for (const envelope of await recovery.missed()) await this.deliver(envelope);
      } catch (error) {
        logger.error('Could not deliver the live events missed while reconnecting', error);
      }
    }
  }

  /** True while the listening connection is up, so no announcement can be missed. */
  get listening(): boolean {
    return this.client !== null;
  }

  /** Adds a listener for changed public data (see ReadChangeListener); returns its remover. */
  onReadChange(listener: ReadChangeListener): () => void {
    this.readChangeListeners.add(listener);
    return () => this.readChangeListeners.delete(listener);
  }

  private reconnect(failed: pg.Client): void {
    if (this.closing || this.client !== failed) return;
    this.client = null;
    for (const recovery of this.recoveries) recovery.lost?.();
    failed.end().catch(() => undefined);
    const attempt = () => {
      if (this.closing) return;
      this.connect().catch(() => {
        this.retryMs = Math.min(this.retryMs * 2, 30_000);
        setTimeout(attempt, this.retryMs).unref();
      });
    };
    setTimeout(attempt, this.retryMs).unref();
  }

  private async dispatch(raw: string | undefined): Promise<void> {
    const event = parseLiveEvent(raw);
    if (event) await this.deliver(event);
  }

  private async deliver(event: LiveEvent): Promise<void> {
    for (const recovery of this.recoveries) if (!recovery.seen(event)) return;
    for (const handler of this.topicHandlers.get(event.topic) ?? []) handler(event.routingId, event.payload);
    const queues = this.subscribers.get(key(event.topic, event.routingId));
    if (!queues?.size) return;
    const hydrate = this.hydrators[event.topic] as Hydrator<typeof event.topic> | undefined;
    try {
      const value = hydrate ? await hydrate(event.payload) : event.payload;
      if (value === null) return;
      for (const queue of queues) queue.push(value);
    } catch (error) {
      logger.error(`Could not deliver a ${event.topic} event`, error);
    }
  }

  /** Publishes outside any transaction (writes publish with notifyInTransaction instead, so rollbacks stay silent). */
  publish<Topic extends LiveTopicName>(topic: Topic, routingId: string | number, payload: LivePayloads[Topic]): void {
    const event = liveEvent(topic, routingId, payload);
    if (!this.client) return;
    sendLiveEvent(this.client, event).catch((error: unknown) => {
      logger.warn('Could not publish a live event', error);
    });
  }

  subscribe(topic: string, routingId?: unknown): AsyncIterable<unknown> {
    const subscriptionKey = key(topic, String(routingId ?? ''));
    const queues = this.subscribers.get(subscriptionKey) ?? new Set<AsyncQueue<unknown>>();
    this.subscribers.set(subscriptionKey, queues);
    const queue: AsyncQueue<unknown> = new AsyncQueue(() => {
      queues.delete(queue);
      if (!queues.size) this.subscribers.delete(subscriptionKey);
    }, this.maxQueued);
    queues.add(queue);
    return queue;
  }

  /** Calls `handler` for every event of `topic` this process hears, whatever its routing id. */
  onTopic<Topic extends LiveTopicName>(topic: Topic, handler: TopicHandler<Topic>): void {
    this.topicHandlers.set(topic, [...(this.topicHandlers.get(topic) ?? []), handler as TopicHandler<LiveTopicName>]);
  }

  /** How many local subscribers are open, for tests and metrics. */
  get subscriberCount(): number {
    let count = 0;
    for (const queues of this.subscribers.values()) count += queues.size;
    return count;
  }

  async close(): Promise<void> {
    this.closing = true;
    for (const queues of this.subscribers.values()) for (const queue of queues) void queue.return();
    this.subscribers.clear();
    await this.client?.end().catch(() => undefined);
    this.client = null;
  }
}

function key(topic: string, routingId: string): string {
  return `${topic}\u0000${routingId}`;
}
