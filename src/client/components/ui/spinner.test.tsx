import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { SPINNER_DEFAULT_LABEL, Spinner } from '@/components/ui/spinner';

describe('Spinner', () => {
  it('is a status region labelled "Loading..." by default', () => {
    render(<Spinner />);
    expect(SPINNER_DEFAULT_LABEL).toBe('Loading...');
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading...');
    expect(status).toHaveAttribute('data-slot', 'spinner');
    expect(screen.getByText('Loading...')).not.toHaveClass('sr-only');
    // The icon is decorative.
    expect(status.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('uses children as the label and can hide it visually', () => {
    render(
      <Spinner hideLabel className="text-primary">
        Fetching quotes
      </Spinner>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Fetching quotes');
    expect(status).toHaveClass('text-primary');
    expect(screen.getByText('Fetching quotes')).toHaveClass('sr-only');
  });
});
