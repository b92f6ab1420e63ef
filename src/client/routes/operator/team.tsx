import { TeamPage } from '@/features/workspace/team/components/team-page';

/** /operator/team — the shell (title, guard) comes from the workspace layout. */
export { TeamPage as Component };
