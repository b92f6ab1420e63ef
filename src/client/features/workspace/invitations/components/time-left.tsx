import { Clock } from 'lucide-react';
import { useNow } from '@/hooks/use-now';
import { describeTimeLeft } from '@/features/workspace/invitations/format';
import { cn } from '@/lib/utils';

/** The countdown moves on by itself; the whole-minute wording changes at most this often. */
const TICK_MS = 15_000;

/** `2 h 14 min left to quote`, counting down, or `Deadline passed`. */
export function TimeLeft({ deadline, className }: { deadline: string; className?: string }) {
  const now = useNow(TICK_MS);
  const passed = Date.parse(deadline) <= now;
  return (
    <p
      className={cn(
        'flex items-center gap-1.5 text-sm font-medium',
        passed ? 'text-gray-700' : 'text-amber-900',
        className,
      )}
    >
      <Clock aria-hidden="true" className="size-4 shrink-0" />
      <time dateTime={deadline}>{describeTimeLeft(deadline, now)}</time>
    </p>
  );
}
