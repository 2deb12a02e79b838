/** One request of a fuzz run, as sent on the wire. */
export interface FuzzRequest {
  /** The documented operation it exercises (method and path template, or GraphQL operation name). */
  label: string;
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}

export interface FuzzOutcome {
  status: number;
  /** Why the answer breaks the rules (a server error, a non-JSON error body), or undefined when it is fine. */
  problem?: string;
  /** The answer's JSON body, when it had one. */
  body?: unknown;
}

/**
 * A 503 is a server error unless it names a dependency the run deliberately lacks (the analysis
 * service, the vector extension, the payment provider), in the API's body with a reason.
 */
function isDocumentedUnavailable(body: any): boolean {
  if (body?.errors) return body.errors.every((e: any) => e?.extensions?.code === 'SERVICE_UNAVAILABLE');
  // A flat body ({error, code}: tabs, cards, game) or a nested one ({error: {code}}: resume).
  const reason = body?.code ?? body?.error?.code ?? body?.error;
  return typeof reason === 'string' && reason !== '' && !/internal/i.test(reason);
}

/** Sends one request and judges the answer: never a 5xx, every error body JSON, no internal error behind a 200. */
export async function sendAndJudge(request: FuzzRequest): Promise<FuzzOutcome> {
  const response = await fetch(request.url, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    redirect: 'manual',
  });
  const text = await response.text();
  const status = response.status;
  let body: any;
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  try {
    body = isJson ? JSON.parse(text) : undefined;
  } catch {
    return { status, problem: `invalid JSON body: ${text.slice(0, 120)}` };
  }
  if (status >= 400 && !isJson)
    return {
      status,
      problem: `non-JSON error body (${response.headers.get('content-type')}): ${text.slice(0, 120)}`,
    };
  if (status >= 500 && !(status === 503 && isDocumentedUnavailable(body)))
    return { status, problem: `server error: ${text.slice(0, 200)}` };
  if (/stacktrace|node_modules|\/work\//.test(text) && status >= 400)
    return { status, problem: `server detail in the answer: ${text.slice(0, 200)}` };
  const internal = body?.errors?.find?.((e: any) => e?.extensions?.code === 'INTERNAL_SERVER_ERROR');
  if (internal) return { status, problem: `INTERNAL_SERVER_ERROR: ${internal.message}` };
  return { status, body };
}

/** Counts of a run: requests, answers by status, server errors, and the first problems found. */
export class FuzzTally {
  requests = 0;
  readonly statuses = new Map<number, number>();
  serverErrors = 0;
  readonly problems: string[] = [];

  record(request: FuzzRequest, outcome: FuzzOutcome): void {
    this.requests++;
    this.statuses.set(outcome.status, (this.statuses.get(outcome.status) ?? 0) + 1);
    if (outcome.status >= 500 && outcome.problem) this.serverErrors++;
    if (outcome.problem && this.problems.length < 20)
      this.problems.push(
        `${request.label} ${request.method} ${request.url.slice(0, 160)} body=${(request.body ?? '').slice(0, 600)} -> ${outcome.status} ${outcome.problem}`,
      );
  }

  /** Adds another run's counts to this one. */
  add(other: FuzzTally): void {
    this.requests += other.requests;
    this.serverErrors += other.serverErrors;
    for (const [status, count] of other.statuses)
      this.statuses.set(status, (this.statuses.get(status) ?? 0) + count);
    this.problems.push(...other.problems);
  }

  summary(): string {
    const statuses = [...this.statuses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}: ${count}`)
      .join(', ');
    const all5xx = [...this.statuses.entries()]
      .filter(([status]) => status >= 500)
      .reduce((sum, [, count]) => sum + count, 0);
    return `requests: ${this.requests}; statuses: ${statuses}; 5xx: ${all5xx} (server errors: ${this.serverErrors}, the rest documented 503s of absent dependencies); problems: ${this.problems.length}`;
  }
}
