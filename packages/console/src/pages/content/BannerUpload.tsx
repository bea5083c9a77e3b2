import { FormField } from '@platform/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useConsoleRuntime } from '../../boot/consoleRuntime.tsx';
import { consoleQueries } from '../../data/consoleQueries.ts';
import { useConsoleText } from '../../i18n/useConsoleText.ts';
import type { Announce } from '../../pageParts/ActionAnnouncement.tsx';

/** A file's bytes as base64 (the console speaks JSON only: its cross-site refusal takes nothing else). */
function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/**
 * Uploads an image for the site's banners; once stored it is one of the site's images and becomes the chosen
 * banner. The server judges it by its bytes and size; its refusal shows under the field.
 */
export function BannerUpload({
  siteCode,
  announce,
  onUploaded,
}: {
  siteCode: string;
  announce: Announce;
  onUploaded: (url: string) => void;
}) {
  const text = useConsoleText().activities;
  const { call } = useConsoleRuntime();
  const queryClient = useQueryClient();
  const upload = useMutation({
    mutationFn: async (file: File) =>
      call('consoleUploadContentImage', { body: { siteCode, contentBase64: await base64Of(file) } }),
    onSuccess: async ({ url }) => {
      await queryClient.invalidateQueries({ queryKey: consoleQueries.siteImages(call, siteCode).queryKey });
      onUploaded(url);
      announce(text.uploadedOutcome);
    },
  });
  return (
    <FormField label={text.upload} description={text.uploadHint} message={upload.error?.message}>
      {(control) => (
        <input
          {...control}
          type="file"
          accept="image/jpeg,image/png,image/gif,image/webp"
          disabled={upload.isPending}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) upload.mutate(file);
          }}
        />
      )}
    </FormField>
  );
}
