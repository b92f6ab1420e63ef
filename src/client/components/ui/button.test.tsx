import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { Button, buttonVariants } from '@/components/ui/button';

describe('Button', () => {
  it('renders a native button with default variant and size', () => {
    render(<Button>Get quotes</Button>);
    const button = screen.getByRole('button', { name: 'Get quotes' });
    expect(button.tagName).toBe('BUTTON');
    expect(button).toHaveAttribute('data-slot', 'button');
    expect(button).toHaveAttribute('data-variant', 'default');
    expect(button).toHaveAttribute('data-size', 'default');
    expect(button).toHaveClass('bg-primary', 'text-primary-foreground', 'h-9');
  });

  it('renders as its child with asChild, merging classes and attributes', () => {
    render(
      <Button asChild variant="outline" size="sm" className="w-full">
        <a href="/quotes/new" className="extra">
          Request a quote
        </a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Request a quote' });
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', '/quotes/new');
    expect(link).toHaveAttribute('data-slot', 'button');
    expect(link).toHaveAttribute('data-variant', 'outline');
    expect(link).toHaveClass('border-input', 'h-8', 'w-full', 'extra');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('lets className override variant utilities (tailwind-merge)', () => {
    render(<Button className="h-12 px-8">Big</Button>);
    const button = screen.getByRole('button', { name: 'Big' });
    expect(button).toHaveClass('h-12', 'px-8');
    expect(button).not.toHaveClass('h-9');
    expect(button).not.toHaveClass('px-4');
  });

  it.each([
    ['default', 'bg-primary'],
    ['destructive', 'bg-destructive'],
    ['outline', 'border-input'],
    ['secondary', 'bg-secondary'],
    ['ghost', 'hover:bg-accent'],
    ['link', 'underline-offset-4'],
  ] as const)('variant %s applies %s', (variant, expected) => {
    expect(buttonVariants({ variant }).split(' ')).toContain(expected);
  });

  it.each([
    ['default', 'h-9'],
    ['sm', 'h-8'],
    ['lg', 'h-10'],
    ['icon', 'size-9'],
  ] as const)('size %s applies %s', (size, expected) => {
    expect(buttonVariants({ size }).split(' ')).toContain(expected);
  });

  it('has a visible focus ring style', () => {
    expect(buttonVariants()).toContain('focus-visible:ring-2');
  });

  it('forwards ref and handlers, and respects disabled', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    let node: HTMLButtonElement | null = null;
    const { rerender } = render(
      <Button
        ref={(el) => {
          node = el;
        }}
        onClick={onClick}
      >
        Save
      </Button>,
    );
    expect(node).toBe(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).toHaveBeenCalledTimes(1);

    rerender(
      <Button onClick={onClick} disabled>
        Save
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
