import { lazy, Suspense } from 'react';
import {
  BusIcon,
  ClockIcon,
  DollarSignIcon,
  MapPinIcon,
  ShieldIcon,
  StarIcon,
  UsersIcon,
  type LucideIcon,
  type LucideProps,
} from 'lucide-react';

/**
 * Content names its icons (docs/product.md#home-content: feature, logo and vehicle icons). The
 * ones the default page shows are bundled; the other ~35 load on demand, so the first load does
 * not carry them all.
 */
const EXTRA_ICON_NAMES = new Set([
  'CheckCircle', 'Award', 'TrendingUp', 'Zap', 'Heart', 'ThumbsUp', 'Target', 'Sparkles',
  'Trophy', 'Gift', 'Rocket', 'Crown', 'Gem', 'BadgeCheck', 'Medal', 'ChevronRight', 'Coffee',
  'Briefcase', 'Calendar', 'Phone', 'Mail', 'MessageSquare', 'Settings', 'Lock', 'Car', 'Plane',
  'Ship', 'Train', 'Truck', 'Wifi',
]); // prettier-ignore

const EAGER: Record<string, LucideIcon> = {
  Bus: BusIcon,
  Clock: ClockIcon,
  DollarSign: DollarSignIcon,
  MapPin: MapPinIcon,
  Shield: ShieldIcon,
  Star: StarIcon,
  Users: UsersIcon,
};

// Every other icon, in one chunk fetched the first time content names one of them.
const ExtraIcon = lazy(() =>
  import('./content-icons-extra').then((m) => ({ default: m.ExtraIcon })),
);

type ContentIconProps = LucideProps & { name: string; fallback?: string };

/** A named content icon; decorative (aria-hidden), as the text next to it carries the meaning. */
export function ContentIcon({ name, fallback = 'Star', className, ...props }: ContentIconProps) {
  const Eager = EAGER[name];
  if (Eager) return <Eager aria-hidden="true" className={className} {...props} />;
  if (!EXTRA_ICON_NAMES.has(name)) {
    return name === fallback ? null : (
      <ContentIcon name={fallback} className={className} {...props} />
    );
  }
  return (
    <Suspense fallback={<span aria-hidden="true" className={className} />}>
      <ExtraIcon name={name} aria-hidden="true" className={className} {...props} />
    </Suspense>
  );
}
