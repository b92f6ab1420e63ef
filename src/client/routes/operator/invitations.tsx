import { InvitationsPage } from '@/features/workspace/invitations/components/invitations-page';

/** /operator (the workspace's index): the company's invitations. */
function OperatorInvitationsRoute() {
  return <InvitationsPage />;
}

export { OperatorInvitationsRoute as Component };
