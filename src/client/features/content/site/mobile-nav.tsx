import { lazy, Suspense, useRef, useState } from 'react';
import { MenuIcon } from 'lucide-react';
import type { NavLink } from './header-theme';

// The drawer (Radix dialog, focus trap, scroll lock) is only needed once someone opens it.
const loadDrawer = () => import('./mobile-nav-drawer');
const MobileNavDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.MobileNavDrawer })));

type MobileNavProps = { title: string; links: NavLink[] };

/** The narrow-screen menu: a button that opens the navigation in a side drawer. */
export function MobileNav({ title, links }: MobileNavProps) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  return (
    <div className="md:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className="inline-flex size-11 items-center justify-center rounded-md text-current hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        <MenuIcon aria-hidden="true" className="size-6" />
        <span className="sr-only">Open menu</span>
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <MobileNavDrawer
            title={title}
            links={links}
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={buttonRef}
          />
        </Suspense>
      )}
    </div>
  );
}
