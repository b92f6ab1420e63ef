import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { LoadError } from '@/components/load-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import {
  authSettingsKey,
  fetchAuthSettings,
  saveAuthSettings,
  totpStatusKey,
} from '@/features/auth/second-factor-api';

/** The admins' sign-in setting (docs/product.md#two-step-verification). */
export function SignInSettings() {
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: authSettingsKey,
    queryFn: ({ signal }) => fetchAuthSettings(signal),
  });
  const save = useMutation({
    mutationFn: saveAuthSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(authSettingsKey, saved);
      void queryClient.invalidateQueries({ queryKey: totpStatusKey });
      toast.success('Sign-in settings saved');
    },
    onError: (error) => toast.error(error.message || 'Failed to save the setting'),
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Sign-in settings</h2>
        </CardTitle>
        <CardDescription>For every administrator account.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        {settings.isError && (
          <LoadError onRetry={() => void settings.refetch()}>Failed to load the settings</LoadError>
        )}
        {settings.isSuccess && (
          <>
            <div className="flex items-center gap-3">
              <Switch
                id="require-totp-for-admins"
                checked={settings.data.require_totp_for_admins}
                disabled={save.isPending}
                onCheckedChange={(checked) => save.mutate({ require_totp_for_admins: checked })}
                aria-describedby="require-totp-for-admins-hint"
              />
              <Label htmlFor="require-totp-for-admins">
                Require two-step verification for all admins
              </Label>
            </div>
            <p id="require-totp-for-admins-hint" className="text-sm text-muted-foreground">
              An admin without it sets it up at their next sign-in, before they get in. Signed-in
              admins stay signed in.
            </p>
          </>
        )}
      </CardContent>
    </Card>
  );
}
