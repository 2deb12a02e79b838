import { Agent as HttpAgent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

/** A subgraph's answer as received: read-only, so one answer can serve several identical fetches. */
export interface SubgraphHttpResponse {
  readonly status: number;
  readonly statusText: string;
  readonly headers: Readonly<IncomingHttpHeaders>;
  readonly body: string;
}

/**
 * POSTs JSON to one subgraph over kept-alive connections with node:http directly. @apollo/gateway's
 * default fetcher (make-fetch-happen) built a WHATWG request, ran its cache and proxy layers and had
 * agent-base capture an Error stack for every request: together more CPU than the subgraph fetch's own
 * work. A subgraph answers with JSON text; nothing here needs streams.
 */
export class SubgraphHttpClient {
  private readonly target: URL;
  private readonly agent: HttpAgent;
  private readonly send: typeof httpRequest;

  constructor(url: string) {
    this.target = new URL(url);
    const secure = this.target.protocol === 'https:';
    // No socket limit, as the default fetcher had: a plan's fetches to one subgraph run side by side.
    this.agent = secure ? new HttpsAgent({ keepAlive: true }) : new HttpAgent({ keepAlive: true });
    this.send = secure ? httpsRequest : httpRequest;
  }

  post(body: string, headers: Record<string, string>): Promise<SubgraphHttpResponse> {
    return new Promise((resolve, reject) => {
      const request = this.send(
        this.target,
        {
          method: 'POST',
          agent: this.agent,
          headers: { ...headers, 'content-length': Buffer.byteLength(body) },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('error', reject);
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              statusText: response.statusMessage ?? '',
              headers: response.headers,
              body: text,
            }),
          );
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  }

  /** Closes the idle kept-alive connections (at shutdown). */
  close(): void {
    this.agent.destroy();
  }
}
