import { toast } from 'sonner';
import { Button } from '@/components/ui/button';

type RecoveryCodesProps = { codes: string[]; onDone: () => void; doneLabel?: string };

/** The recovery codes, shown once right after TOTP is turned on (docs/product.md#two-step-verification). */
export function RecoveryCodes({
  codes,
  onDone,
  doneLabel = 'I have saved them',
}: RecoveryCodesProps) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast.success('Recovery codes copied');
    } catch {
      toast.error('Could not copy: select the codes and copy them by hand');
    }
  }

  return (
    <section aria-labelledby="recovery-codes-title" className="flex flex-col gap-4">
      <h2 id="recovery-codes-title" className="text-lg font-semibold">
        Save your recovery codes
      </h2>
      <p className="text-sm text-muted-foreground">
        Each code signs you in once if you lose your phone. Keep them somewhere safe: they are shown
        only now.
      </p>
      <ol
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-2 rounded-md border bg-muted p-4"
      >
        {codes.map((code) => (
          <li key={code}>
            <code className="font-mono text-sm">{code}</code>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <Button type="button" variant="outline" onClick={() => void copy()}>
          Copy codes
        </Button>
        <Button type="button" onClick={onDone}>
          {doneLabel}
        </Button>
      </div>
    </section>
  );
}
