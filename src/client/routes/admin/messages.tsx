import { ContactDetailsEditor } from '@/features/content/contact/components/contact-details-editor';
import { ContactMessages } from '@/features/content/contact/components/contact-messages';

/** /admin/messages — the contact page's messages and details; the shell comes from the layout. */
function AdminMessagesPage() {
  return (
    <div className="flex flex-col gap-6">
      <ContactMessages />
      <ContactDetailsEditor />
    </div>
  );
}

export { AdminMessagesPage as Component };
