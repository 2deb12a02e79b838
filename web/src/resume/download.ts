/** Saves `content` (text of `type`, or a Blob as it is) as a file the browser downloads. */
export function download(fileName: string, content: Blob): void;
export function download(fileName: string, type: string, text: string): void;
export function download(fileName: string, content: Blob | string, text = '') {
  const blob = content instanceof Blob ? content : new Blob([text], { type: content });
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The file name a Content-Disposition header gives, if any. */
function attachmentName(disposition: string | null): string | undefined {
  const match = disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

/** The message of a REST error body ({message} or {error: {message}}), if it has one. */
async function answeredMessage(response: Response): Promise<string | undefined> {
  const body = (await response.json().catch(() => null)) as {
    message?: unknown;
    error?: { message?: unknown };
  } | null;
  const message = body?.message ?? body?.error?.message;
  return typeof message === 'string' ? message : undefined;
}

/**
 * GETs a file of one of the platform's REST APIs with a bearer token and saves it. Every failure is
 * thrown as an Error a person can read: the API unreachable (or refusing this page's origin: the
 * browser shows both alike), the sign-in refused, or the API's own message.
 */
export async function downloadFrom(url: string, token: string, fallbackName: string) {
  let response: Response;
  try {
    response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  } catch {
    throw new Error(
      `The resume API (${new URL(url).origin}) could not be reached: it is down, or it does not allow ` +
        `this page's origin (${location.origin}) in its CORS_ORIGINS.`,
    );
  }
  if (response.status === 401)
    throw new Error('The resume API did not accept your sign-in (401). Sign in again and retry.');
  if (!response.ok)
    throw new Error(
      (await answeredMessage(response)) ?? `The resume API answered with an error (${response.status}).`,
    );
  const name = attachmentName(response.headers.get('content-disposition')) ?? fallbackName;
  download(name, await response.blob());
  return name;
}
