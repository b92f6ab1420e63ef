import type { Page } from '@shared/content/admin';
import type { PageKind } from '@shared/content/page-urls';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { usePublishToggle } from '@/features/content/admin/hooks/use-publish-toggle';

type PublishSwitchProps = {
  kind: PageKind;
  record: Page | null;
  onChange: (page: Page) => void;
};

/**
 * The editor's publish toggle (docs/product.md#page-editor); a page must be saved once before it
 * can go live.
 */
export function PublishSwitch({ kind, record, onChange }: PublishSwitchProps) {
  const { toggle, isPending, pendingLabel } = usePublishToggle(kind);
  const status = isPending ? pendingLabel : record?.is_published ? 'Live' : 'Draft';
  return (
    <div className="flex items-center gap-2">
      <Switch
        id="page-published"
        checked={record?.is_published ?? false}
        disabled={!record || isPending}
        aria-describedby="page-published-status"
        onCheckedChange={async () => {
          if (!record) return;
          const updated = await toggle(record);
          if (updated) onChange(updated);
        }}
      />
      <Label htmlFor="page-published">Published</Label>
      <span id="page-published-status" role="status" className="text-sm text-muted-foreground">
        {record ? status : 'Save the page first'}
      </span>
    </div>
  );
}
