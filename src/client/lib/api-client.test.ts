import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiDelete,
  apiGet,
  apiPatch,
  apiPost,
  apiRequest,
  setUnauthorizedHandler,
} from '@/lib/api-client';
import { writeStoredAuth } from '@/lib/auth-storage';

const fetchMock = vi.fn<typeof fetch>();

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function lastRequest(): { url: string; init: RequestInit; headers: Headers } {
  const [url, init = {}] = fetchMock.mock.lastCall ?? [];
  return { url: String(url), init, headers: new Headers(init.headers) };
}

async function captureError(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error('Expected the request to reject with ApiError');
  return error;
}

beforeEach(() => {
  fetchMock.mockResolvedValue(jsonResponse({ ok: true }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  setUnauthorizedHandler(undefined);
});

describe('apiRequest', () => {
  it('sends JSON requests to the /api base with credentials and an Accept header', async () => {
    await expect(apiPost('/leads', { name: 'Aoife' })).resolves.toEqual({ ok: true });

    const { url, init, headers } = lastRequest();
    expect(url).toBe('/api/leads');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"name":"Aoife"}');
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('omits the Authorization header when no token is stored', async () => {
    await apiGet('/me');

    expect(lastRequest().headers.has('Authorization')).toBe(false);
  });

  it('sends the stored token as a bearer Authorization header', async () => {
    writeStoredAuth({ token: 'secret-token', user: { id: 1 } });
    await apiGet('/me');

    expect(lastRequest().headers.get('Authorization')).toBe('Bearer secret-token');
  });

  it('passes FormData through untouched so the browser sets the multipart boundary', async () => {
    const form = new FormData();
    form.append('file', 'contents');
    await apiPost('/uploads', form);

    const { init, headers } = lastRequest();
    expect(init.body).toBe(form);
    expect(headers.has('Content-Type')).toBe(false);
  });

  it('serialises query params, skipping empty values and joining arrays', async () => {
    await apiGet('/leads', {
      query: {
        page: 2,
        status: ['new', 'quoted'],
        archived: false,
        urgent: true,
        search: '',
        county: undefined,
        owner: null,
        q: 'Cork & Kerry',
      },
    });

    expect(lastRequest().url).toBe(
      '/api/leads?page=2&status=new%2Cquoted&archived=false&urgent=true&q=Cork+%26+Kerry',
    );
  });

  it('resolves a 204 response to undefined', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));

    await expect(apiDelete('/leads/1')).resolves.toBeUndefined();
    expect(lastRequest().init.method).toBe('DELETE');
  });

  it('returns text and blob bodies when asked', async () => {
    fetchMock.mockResolvedValueOnce(new Response('a,b\n1,2'));
    await expect(apiRequest('/export', { responseType: 'text' })).resolves.toBe('a,b\n1,2');

    fetchMock.mockResolvedValueOnce(new Response('a,b\n1,2'));
    const blob = await apiRequest<Blob>('/export', { responseType: 'blob' });
    await expect(blob.text()).resolves.toBe('a,b\n1,2');
  });

  it('throws an ApiError carrying the status, body and field errors', async () => {
    const body = { message: 'Validation failed', errors: { email: ['Enter a valid email'] } };
    fetchMock.mockResolvedValue(jsonResponse(body, 422));

    const error = await captureError(apiPatch('/users/1', { email: 'nope' }));
    expect(error.name).toBe('ApiError');
    expect(error.status).toBe(422);
    expect(error.message).toBe('Validation failed');
    expect(error.body).toEqual(body);
    expect(error.fieldErrors()).toEqual({ email: ['Enter a valid email'] });
  });

  it('falls back to a generic message when the error body is not JSON', async () => {
    fetchMock.mockResolvedValue(new Response('<h1>Bad Gateway</h1>', { status: 502 }));

    const error = await captureError(apiGet('/leads'));
    expect(error.status).toBe(502);
    expect(error.body).toBeUndefined();
    expect(error.message).toBe('Request failed with status 502');
    expect(error.fieldErrors()).toEqual({});
  });

  it('reports a network failure as an ApiError with status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    const error = await captureError(apiGet('/leads'));
    expect(error.status).toBe(0);
    expect(error.message).toBe('Network error');
  });

  it('rethrows aborts as-is instead of reporting a network error', async () => {
    const controller = new AbortController();
    controller.abort();
    fetchMock.mockRejectedValue(new DOMException('Aborted', 'AbortError'));

    await expect(apiGet('/leads', { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('calls the unauthorized handler on a 401 before throwing', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Session expired' }, 401));

    const error = await captureError(apiGet('/admin/leads'));
    expect(error.status).toBe(401);
    expect(handler).toHaveBeenCalledOnce();
    expect(handler).toHaveBeenCalledWith(error);
  });

  it('does not call the unauthorized handler for other errors', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Forbidden' }, 403));

    await captureError(apiGet('/admin/users'));
    expect(handler).not.toHaveBeenCalled();
  });
});
