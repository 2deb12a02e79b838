import { ServiceUnavailable } from '@platform/errors';

export interface ModelClientOptions {
  url: string;
  model: string;
  /** host or host:port entries; the URL's host must be one of them. */
  allowedHosts: string[];
  timeoutMs: number;
}

/**
 * A client of an Ollama-compatible server (POST /api/generate, non-streaming). The host is checked
 * against LOCAL_LLM_ALLOWED_HOSTS before any request, and a model that does not answer within the
 * timeout (30 s by default) is an error.
 */
export class ModelClient {
  constructor(private readonly options: ModelClientOptions) {}

  assertAllowedHost(): URL {
    const url = new URL(this.options.url);
    const allowed = this.options.allowedHosts.map((h) => h.toLowerCase());
    if (!allowed.includes(url.host.toLowerCase()) && !allowed.includes(url.hostname.toLowerCase())) {
      throw new ServiceUnavailable(`The language model host ${url.host} is not in LOCAL_LLM_ALLOWED_HOSTS`);
    }
    return url;
  }

  /** The model's answer text for one prompt: JSON output (narrative blocks) or plain text (a cover letter). */
  async generate(prompt: string, format: 'json' | 'text' = 'json'): Promise<string> {
    const url = new URL('/api/generate', this.assertAllowedHost());
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          model: this.options.model,
          prompt,
          stream: false,
          ...(format === 'json' ? { format: 'json' } : {}),
        }),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      throw new ServiceUnavailable(
        timedOut
          ? `The language model did not answer within ${this.options.timeoutMs} ms`
          : `The language model is unreachable: ${(error as Error).message}`,
        { timedOut },
      );
    }
    if (!response.ok) throw new ServiceUnavailable(`The language model answered ${response.status}`);
    const body = (await response.json()) as { response?: unknown };
    if (typeof body.response !== 'string')
      throw new ServiceUnavailable('The language model answered without a response text');
    return body.response;
  }
}
