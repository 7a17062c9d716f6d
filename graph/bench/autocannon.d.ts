declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  /** The subset of autocannon's options the benchmark uses. */
  export interface Options {
    url: string;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    pipelining?: number;
    /** Seconds to run for. */
    duration?: number;
    /** Requests to send, instead of a duration. */
    amount?: number;
    timeout?: number;
  }

  /** The subset of autocannon's result the benchmark reads. */
  export interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    requests: { total: number; average: number };
    latency: { p50: number; p99: number; average: number; max: number };
  }

  /** A running load test: a promise for its result that also emits `response` with the response time in ms. */
  export interface Instance extends EventEmitter, PromiseLike<Result> {
    on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void): this;
    stop(): void;
  }

  function autocannon(options: Options): Instance;
  export default autocannon;
}
