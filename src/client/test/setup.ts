import '@testing-library/jest-dom/vitest';
import { act, cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach } from 'vitest';

// A busy machine can take longer than Testing Library's default second to settle.
configure({ asyncUtilTimeout: 5000 });

const realFetch = globalThis.fetch;

afterEach(() => {
  // Sonner keeps its toasts in module state: without this, one test's toast shows in the next.
  act(() => toast.dismiss());
  cleanup();
  localStorage.clear();
  globalThis.fetch = realFetch;
});
