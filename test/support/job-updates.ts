import { createClient } from 'graphql-ws';
import WebSocket from 'ws';

/**
 * Follows one job over the `jobUpdated` subscription until it reports `status`; returns the
 * statuses seen. A job that finished before the subscription was registered is caught by one
 * query of its state, made after the subscription is in place.
 */
export async function followJob(
  ws: string,
  graphql: string,
  token: string,
  jobId: string,
  status: string,
  timeoutMs = 15_000,
): Promise<string[]> {
  const client = createClient({
    url: ws,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
  });
  const seen: string[] = [];
  let lookup: NodeJS.Timeout | undefined;
  try {
    return await new Promise<string[]>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`job ${jobId} did not reach ${status}; saw ${seen.join(',') || 'nothing'}`)),
        timeoutMs,
      );
      const done = () => {
        clearTimeout(timer);
        resolve(seen);
      };
      client.subscribe<{ jobUpdated: { id: string; status: string } }>(
        { query: 'subscription($id: ID!) { jobUpdated(id: $id) { id status } }', variables: { id: jobId } },
        {
          next: ({ data }) => {
            if (data?.jobUpdated.id !== jobId)
              return reject(new Error(`event of another job: ${JSON.stringify(data)}`));
            seen.push(data.jobUpdated.status);
            if (data.jobUpdated.status === status) done();
          },
          error: reject,
          complete: () => undefined,
        },
      );
      // Cleared once the promise settles: a look-up still pending after the test (the platform may be
      // stopped by then) would fail as an unhandled ECONNREFUSED attributed to whatever test runs next.
      const lookUp = async () => {
        const response = await fetch(graphql, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({
            query: 'query($id: ID!) { job(id: $id) { status } }',
            variables: { id: jobId },
          }),
        });
        const body = (await response.json()) as { data?: { job?: { status: string } } };
        if (body.data?.job?.status === status && !seen.includes(status)) {
          seen.push(`${status} (already)`);
          done();
        }
      };
      lookup = setTimeout(() => void lookUp().catch(reject), 300);
    });
  } finally {
    clearTimeout(lookup);
    await client.dispose();
  }
}
