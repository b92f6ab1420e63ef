import { AvailabilityPage } from '@/features/workspace/availability/availability-page';

/** /operator/availability — the shell (title, guard, navigation) comes from the workspace layout. */
export { AvailabilityPage as Component };
