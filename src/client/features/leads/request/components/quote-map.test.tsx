import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  mockQuoteApi,
  renderQuoteForm,
  setupUser,
  submitButton,
} from '@/features/leads/request/test-harness';
import { json } from '@/test/mock-api';
import { polyfillRadix } from '@/test/radix';

// Stands for Leaflet failing inside the lazily loaded chunk.
vi.mock('@/features/places/components/route-map', () => ({
  RouteMap: () => {
    throw new Error('Leaflet exploded');
  },
}));

beforeAll(polyfillRadix);
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the map', () => {
  it('failing to render leaves a note and a working form', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockQuoteApi();
    const user = setupUser();
    renderQuoteForm();
    expect(await screen.findByText(/The map is unavailable right now/)).toBeInTheDocument();
    await user.click(submitButton());
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
  });

  it('without a map configuration leaves a note', async () => {
    mockQuoteApi({ 'GET /map': () => json({ message: 'Not available' }, 503) });
    renderQuoteForm();
    expect(await screen.findByText(/The map is unavailable right now/)).toBeInTheDocument();
  });
});
