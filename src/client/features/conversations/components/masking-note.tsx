import { EyeOff } from 'lucide-react';

/** Why a number or an address in the thread reads "[contact details hidden]". */
export function MaskingNote({ children }: { children: string }) {
  return (
    <p className="flex items-start gap-2 text-xs text-gray-700">
      <EyeOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {children}
    </p>
  );
}
