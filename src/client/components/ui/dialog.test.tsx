import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetTitle,
  SheetTrigger,
} from '@/components/ui/sheet';

describe('Dialog', () => {
  it('is labelled by its title/description and closes via the sr-only "Close" button', async () => {
    const user = userEvent.setup();
    render(
      <Dialog>
        <DialogTrigger>Edit trip</DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Edit trip</DialogTitle>
            <DialogDescription>Change dates and passenger numbers.</DialogDescription>
          </DialogHeader>
        </DialogContent>
      </Dialog>,
    );

    await user.click(screen.getByRole('button', { name: 'Edit trip' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit trip' });
    expect(dialog).toHaveAccessibleDescription('Change dates and passenger numbers.');
    expect(dialog).toHaveAttribute('data-slot', 'dialog-content');

    const close = within(dialog).getByRole('button', { name: 'Close' });
    expect(within(close).getByText('Close')).toHaveClass('sr-only');
    await user.click(close);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('can omit the close button', async () => {
    const user = userEvent.setup();
    render(
      <Dialog>
        <DialogTrigger>Open</DialogTrigger>
        <DialogContent showCloseButton={false}>
          <DialogTitle>No close</DialogTitle>
          <DialogDescription>Closes with Escape.</DialogDescription>
        </DialogContent>
      </Dialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(
      within(screen.getByRole('dialog')).queryByRole('button', { name: 'Close' }),
    ).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('Sheet', () => {
  it('renders a side drawer whose Close button is reachable by keyboard', async () => {
    const user = userEvent.setup();
    render(
      <Sheet>
        <SheetTrigger>Filters</SheetTrigger>
        <SheetContent side="left">
          <SheetTitle>Filters</SheetTitle>
          <SheetDescription>Narrow down operators.</SheetDescription>
        </SheetContent>
      </Sheet>,
    );
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const sheet = screen.getByRole('dialog', { name: 'Filters' });
    expect(sheet).toHaveAttribute('data-side', 'left');

    const close = within(sheet).getByRole('button', { name: 'Close' });
    // Focus is trapped inside the sheet; tabbing must reach the close button.
    await user.tab();
    expect(close).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('AlertDialog', () => {
  it('is an alertdialog with cancel and action buttons', async () => {
    const user = userEvent.setup();
    render(
      <AlertDialog>
        <AlertDialogTrigger>Withdraw request</AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Withdraw this request?</AlertDialogTitle>
            <AlertDialogDescription>Operators will stop quoting.</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Keep</AlertDialogCancel>
            <AlertDialogAction variant="destructive">Withdraw</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Withdraw request' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Withdraw this request?' });
    expect(dialog).toHaveAccessibleDescription('Operators will stop quoting.');
    expect(within(dialog).getByRole('button', { name: 'Withdraw' })).toHaveClass('bg-destructive');
    // Radix focuses Cancel first for safety.
    expect(within(dialog).getByRole('button', { name: 'Keep' })).toHaveFocus();
  });
});
