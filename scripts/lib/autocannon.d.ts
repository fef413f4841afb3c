// The part of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export interface RequestOptions {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: RequestOptions, context: Record<string, unknown>) => RequestOptions;
  }

  /** One connection; only the part the benchmark reaches into (autocannon 8's own internals). */
  export interface Client {
    pipelinedRequests?: { addBody?: (data: Buffer) => void };
  }

  export interface Options extends RequestOptions {
    url: string;
    setupClient?: (client: Client) => void;
    connections?: number;
    duration?: number;
    timeout?: number;
    requests?: RequestOptions[];
  }

  export interface Histogram {
    average: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
  }

  export interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    duration: number;
  }

  export interface Instance extends EventEmitter, PromiseLike<Result> {
    stop(): void;
  }

  function autocannon(options: Options): Instance;
  export default autocannon;
}
