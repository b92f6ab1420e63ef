import { useParams } from 'react-router';
import { MAX_DB_INTEGER } from '@shared/http';
import {
  InvitationNotFound,
  InvitationPage,
} from '@/features/workspace/invitations/components/invitation-page';

/** /operator/invitations/:id: one invitation, answered in place. */
function OperatorInvitationRoute() {
  const { id = '' } = useParams();
  const invitationId = /^\d{1,10}$/.test(id) ? Number(id) : 0;
  // An id no invitation can have is not asked for.
  if (invitationId < 1 || invitationId > MAX_DB_INTEGER) return <InvitationNotFound />;
  return <InvitationPage key={invitationId} id={invitationId} />;
}

export { OperatorInvitationRoute as Component };
