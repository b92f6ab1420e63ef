import type { RefObject } from 'react';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '@/components/ui/sheet';
import type { NavLink } from './header-theme';
import { SiteLink } from './site-link';

type MobileNavDrawerProps = {
  title: string;
  links: NavLink[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button: the drawer opens without a Radix trigger, so focus is returned here. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
};

/** Loaded on demand by MobileNav. Radix traps focus inside and Escape closes it. */
export function MobileNavDrawer({
  title,
  links,
  open,
  onOpenChange,
  returnFocusTo,
}: MobileNavDrawerProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        className="w-72"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <SheetHeader>
          <SheetTitle>{title}</SheetTitle>
          <SheetDescription className="sr-only">Site navigation</SheetDescription>
        </SheetHeader>
        <nav aria-label="Main" className="px-2">
          <ul className="flex flex-col gap-1">
            {links.map((link) => (
              <li key={`${link.label}-${link.path}`}>
                <SiteLink
                  href={link.path}
                  onClick={() => onOpenChange(false)}
                  className="block rounded-md px-3 py-3 text-base font-medium text-foreground hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                >
                  {link.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
      </SheetContent>
    </Sheet>
  );
}
