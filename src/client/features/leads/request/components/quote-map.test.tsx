import { act, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  installDomStubs,
  json,
  mockApi,
  renderQuoteForm,
  setupUser,
  submitButton,
} from '@/features/leads/request/test-harness';

// Stands for Leaflet failing inside the lazily loaded chunk.
vi.mock('@/features/places/components/route-map', () => ({
  RouteMap: () => {
    throw new Error('Leaflet exploded');
  },
}));

const originalFetch = globalThis.fetch;
beforeAll(installDomStubs);
afterEach(() => {
  act(() => toast.dismiss());
  globalThis.fetch = originalFetch;
  vi.restoreAllMocks();
});

describe('the map', () => {
  it('failing to render leaves a note and a working form', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi();
    const user = setupUser();
    renderQuoteForm();
    expect(await screen.findByText(/The map is unavailable right now/)).toBeInTheDocument();
    await user.click(submitButton());
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
  });

  it('without a map configuration leaves a note', async () => {
    mockApi({ 'GET /map': () => json({ message: 'Not available' }, 503) });
    renderQuoteForm();
    expect(await screen.findByText(/The map is unavailable right now/)).toBeInTheDocument();
  });
});
