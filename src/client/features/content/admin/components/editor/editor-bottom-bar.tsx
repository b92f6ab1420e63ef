import { ArrowLeft, RotateCcw, Save } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { paths } from '@/lib/paths';

const resetWords = {
  title: 'Reset to the default content?',
  description:
    'This page’s content is replaced with the default content and saved. This cannot be undone.',
  confirm: 'Reset',
  pending: 'Reset',
};

type EditorBottomBarProps = {
  isSaving: boolean;
  isResetting: boolean;
  isDirty: boolean;
  onReset: () => void;
};

/**
 * Back to Pages, Reset Changes, Save Changes (Saving... and disabled while saving), as
 * docs/product.md#page-editor describes.
 */
export function EditorBottomBar({ isSaving, isResetting, isDirty, onReset }: EditorBottomBarProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-2 border-t bg-background/95 px-4 py-3 backdrop-blur md:-mx-6 md:px-6">
      <Button asChild variant="outline">
        <Link to={paths.admin.homeEditor}>
          <ArrowLeft aria-hidden="true" />
          Back to Pages
        </Link>
      </Button>
      <p className="mr-auto text-sm text-muted-foreground" aria-live="polite">
        {isDirty ? 'Unsaved changes' : ''}
      </p>
      <Button
        type="button"
        variant="outline"
        disabled={isResetting || isSaving}
        onClick={() => setConfirming(true)}
      >
        <RotateCcw aria-hidden="true" />
        {isResetting ? 'Resetting...' : 'Reset Changes'}
      </Button>
      <ConfirmDialog
        subject={confirming || null}
        words={() => resetWords}
        pending={false}
        onConfirm={async () => {
          onReset();
          return true;
        }}
        onClose={() => setConfirming(false)}
      />
      <Button type="submit" disabled={isSaving || isResetting}>
        <Save aria-hidden="true" />
        {isSaving ? 'Saving...' : 'Save Changes'}
      </Button>
    </div>
  );
}
