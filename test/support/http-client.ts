/** A tiny JSON client for the REST APIs, as an outside client would use them. */
export interface JsonResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export async function request<T = any>(
  base: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
): Promise<JsonResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] = 'application/json';
  }
  if (options.rawBody !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
  const response = await fetch(base + path, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body: parsed as T, headers: response.headers };
}

/** Registers and logs in a fresh user; returns its id and token. */
export async function signUp(base: string, name = `user${Math.random().toString(36).slice(2, 10)}`) {
  const credentials = { username: name, email: `${name}@example.com`, password: 'correct-horse-battery' };
  const registered = await request(base, 'POST', '/api/auth/register', { body: credentials });
  if (registered.status !== 201)
    throw new Error(`register failed: ${registered.status} ${JSON.stringify(registered.body)}`);
  const login = await request(base, 'POST', '/api/auth/login', {
    body: { email: credentials.email, password: credentials.password },
  });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${JSON.stringify(login.body)}`);
  return { userId: registered.body.userId as number, token: login.body.token as string, ...credentials };
}

/** One GraphQL request to the gateway (POST, JSON), as an outside client would make it; returns its body. */
export async function graphql<T = any>(
  url: string,
  query: string,
  options: { token?: string; variables?: Record<string, unknown> } = {},
) {
  const response = await request<{ data?: T; errors?: Array<{ message: string; extensions?: any }> }>(
    url,
    'POST',
    '',
    { token: options.token, body: { query, variables: options.variables ?? {} } },
  );
  return response.body;
}
