// What the transports read of a request. A web Request has all of it; the REST API's direct GET
// path (rest/direct-get.ts) gives the router a view of Node's request with the same fields
// instead, without building a Request and its Headers for every GET.

export interface RequestView {
  readonly method: string;
  readonly url: string;
  /** Header values as a web Request's `headers.get` gives them (repeated ones joined by ", "). */
  readonly headers: { get(name: string): string | null };
  /** Null for a GET: only other methods carry a body (they reach the REST router as a Request). */
  readonly body: ReadableStream<Uint8Array> | null;
}

/** A request of which only the headers are read. */
export type RequestHeadersView = Pick<RequestView, 'headers'>;
