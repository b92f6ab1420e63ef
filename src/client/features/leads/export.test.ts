import { afterEach, describe, expect, it, vi } from 'vitest';
import { DOWNLOAD_URL_LIFETIME_MS, downloadBlob } from '@/features/leads/export';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('downloadBlob', () => {
  it('saves under the given name and releases the object URL after 4 seconds', () => {
    vi.useFakeTimers();
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    const revoke = vi.fn();
    URL.revokeObjectURL = revoke;
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(`${this.download} ${this.href}`);
    });

    downloadBlob(new Blob(['id\r\n']), 'bus_quotes_selected.csv');
    expect(names).toEqual(['bus_quotes_selected.csv blob:csv']);
    expect(document.querySelector('a[download]')).toBeNull();
    vi.advanceTimersByTime(DOWNLOAD_URL_LIFETIME_MS - 1);
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(revoke).toHaveBeenCalledWith('blob:csv');
    expect(DOWNLOAD_URL_LIFETIME_MS).toBe(4000);
  });
});
