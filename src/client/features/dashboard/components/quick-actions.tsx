import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { DashboardSection } from '@/features/dashboard/components/dashboard-section';

export type QuickAction = { label: string; icon: LucideIcon } & (
  { to: string } | { onClick: () => void; pending?: boolean; pendingLabel?: string }
);

/** Quick Actions: each one goes somewhere or does something real. */
export function QuickActions({ actions }: { actions: readonly QuickAction[] }) {
  return (
    <DashboardSection title="Quick Actions">
      <ul className="flex flex-col gap-2">
        {actions.map((action) => {
          const Icon = action.icon;
          return (
            <li key={action.label}>
              {'to' in action ? (
                <Button asChild variant="outline" className="w-full justify-start">
                  <Link to={action.to}>
                    <Icon aria-hidden="true" />
                    {action.label}
                  </Link>
                </Button>
              ) : (
                <Button
                  type="button"
                  variant="outline"
                  className="w-full justify-start"
                  disabled={action.pending}
                  onClick={action.onClick}
                >
                  <Icon aria-hidden="true" />
                  {action.pending ? (action.pendingLabel ?? action.label) : action.label}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </DashboardSection>
  );
}
