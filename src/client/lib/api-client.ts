import '@/lib/zod-setup';
import { apiErrorBodySchema, type ApiErrorBody } from '@shared/http';
import { readStoredToken } from '@/lib/auth-storage';

const API_BASE: string = import.meta.env.VITE_API_BASE || '/api';

export type QueryValue =
  string | number | boolean | null | undefined | readonly (string | number)[];
export type QueryParams = Record<string, QueryValue>;
export type ApiResponseType = 'json' | 'blob' | 'text';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type ApiRequestOptions = {
  method?: HttpMethod;
  body?: unknown;
  query?: QueryParams;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  responseType?: ApiResponseType;
};

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly body: ApiErrorBody | undefined;

  constructor(status: number, body: ApiErrorBody | undefined, message?: string) {
    super(message ?? body?.message ?? `Request failed with status ${status}`);
    this.status = status;
    this.body = body;
  }

  /** Per-field validation messages, keyed by form field name; empty when the server sent none. */
  fieldErrors(): Record<string, string[]> {
    return this.body?.errors ?? {};
  }
}

type UnauthorizedHandler = (error: ApiError) => void;
let unauthorizedHandler: UnauthorizedHandler | undefined;

/**
 * Registers the single 401 hook. Kept as a setter (not an import of the auth feature) so this
 * module stays at the bottom of the dependency graph. Pass undefined to unregister.
 */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | undefined): void {
  unauthorizedHandler = handler;
}

export function buildQueryString(query: QueryParams | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.append(key, value.join(','));
      continue;
    }
    params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

function buildUrl(path: string, query: QueryParams | undefined): string {
  const base = API_BASE.replace(/\/+$/, '');
  const suffix = path.startsWith('/') ? path : `/${path}`;
  return `${base}${suffix}${buildQueryString(query)}`;
}

/** The full URL of an API path, for a plain link (a download the browser saves itself). */
export const apiUrl = (path: string) => buildUrl(path, undefined);

function buildHeaders(options: ApiRequestOptions, isJsonBody: boolean): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  // Read at call time so sign-in/sign-out take effect without re-creating anything.
  const token = readStoredToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (isJsonBody) headers.set('Content-Type', 'application/json');
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  return headers;
}

async function parseErrorBody(response: Response): Promise<ApiErrorBody | undefined> {
  try {
    const result = apiErrorBodySchema.safeParse(await response.json());
    return result.success ? result.data : undefined;
  } catch {
    // Proxies and crashed servers return HTML or nothing; the status alone must do.
    return undefined;
  }
}

async function readBody(response: Response, responseType: ApiResponseType): Promise<unknown> {
  if (responseType === 'blob') return response.blob();
  const text = await response.text();
  if (responseType === 'text') return text;
  return text === '' ? undefined : JSON.parse(text);
}

export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal, responseType = 'json' } = options;
  const isFormData = typeof FormData !== 'undefined' && body instanceof FormData;
  const hasJsonBody = body !== undefined && !isFormData;

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      credentials: 'include',
      headers: buildHeaders(options, hasJsonBody),
      body: isFormData ? body : hasJsonBody ? JSON.stringify(body) : undefined,
      signal,
    });
  } catch (error) {
    // Let callers (and TanStack Query) see cancellations as aborts, not as outages.
    if (signal?.aborted) throw error;
    throw new ApiError(0, undefined, 'Network error');
  }

  if (!response.ok) {
    const error = new ApiError(response.status, await parseErrorBody(response));
    if (response.status === 401) unauthorizedHandler?.(error);
    throw error;
  }

  if (response.status === 204) return undefined as T;
  return (await readBody(response, responseType)) as T;
}

type RequestOptionsWithoutBody = Omit<ApiRequestOptions, 'method' | 'body'>;

export function apiGet<T>(path: string, options?: RequestOptionsWithoutBody): Promise<T> {
  return apiRequest<T>(path, { ...options, method: 'GET' });
}

export function apiPost<T>(path: string, body?: unknown, options?: RequestOptionsWithoutBody) {
  return apiRequest<T>(path, { ...options, method: 'POST', body });
}

export function apiPatch<T>(path: string, body?: unknown, options?: RequestOptionsWithoutBody) {
  return apiRequest<T>(path, { ...options, method: 'PATCH', body });
}

export function apiDelete<T = void>(path: string, options?: RequestOptionsWithoutBody) {
  return apiRequest<T>(path, { ...options, method: 'DELETE' });
}
