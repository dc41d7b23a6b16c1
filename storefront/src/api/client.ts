/**
 * The one place that talks HTTP to the shop's API. In the browser the API is on the page's own origin;
 * a server render sets the origin it reaches the API at (setApiOrigin).
 */
let apiOrigin = '';
/**
 * A server render calls the API in its own process over loopback: compressing the answer there and
 * unpacking it here would only burn that process's CPU twice (measured: the largest cost of a render after
 * React itself), so it asks for the answer as it is. Browsers choose their own encodings.
 */
let transportHeaders: Record<string, string> = {};

export function setApiOrigin(origin: string): void {
  apiOrigin = origin.replace(/\/+$/, '');
  transportHeaders = { 'Accept-Encoding': 'identity' };
}

export interface FieldError {
  field: string;
  message: string;
}

/** A refused or failed call, with the server's stable code and per-field messages when it sent them. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errors: FieldError[] = [],
  ) {
    super(message);
  }

  get notFound(): boolean {
    return this.status === 404;
  }
}

type Query = Record<string, string | number | boolean | undefined | null>;

function address(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${apiOrigin}${path}${search ? `?${search}` : ''}`;
}

async function errorOf(response: Response): Promise<ApiError> {
  let body: { code?: string; message?: string | string[]; errors?: FieldError[] } = {};
  try {
    body = await response.json();
  } catch {
    // not JSON: keep the status alone
  }
  const message = Array.isArray(body.message) ? body.message.join('; ') : (body.message ?? response.statusText);
  return new ApiError(response.status, body.code ?? `HTTP_${response.status}`, message, body.errors ?? []);
}

export interface RequestOptions {
  query?: Query;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

async function send<T>(method: string, path: string, body: unknown, options: RequestOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(address(path, options.query), {
      method,
      signal: options.signal,
      headers: {
        Accept: 'application/json',
        ...transportHeaders,
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...options.headers,
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK_ERROR', (error as Error).message);
  }
  if (!response.ok) throw await errorOf(response);
  return (await response.json()) as T;
}

export const apiGet = <T>(path: string, options?: RequestOptions) => send<T>('GET', path, undefined, options);
export const apiPost = <T>(path: string, body: unknown, options?: RequestOptions) => send<T>('POST', path, body, options);
