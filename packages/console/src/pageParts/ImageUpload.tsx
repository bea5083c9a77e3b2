import { FormField } from '@platform/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useConsoleRuntime } from '../boot/consoleRuntime.tsx';
import { consoleQueries } from '../data/consoleQueries.ts';
import type { Announce } from './ActionAnnouncement.tsx';

/** A file's bytes as base64 (the console speaks JSON only: its cross-site refusal takes nothing else). */
function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** The words of one upload field: what it is for, its limits, and what the operator hears once it is done. */
export type ImageUploadText = { label: string; hint: string; uploaded: string };

/**
 * Uploads an image for the site (an activity's banner, a home block's picture); once stored it is one of the site's
 * images and becomes the chosen one. The server judges it by its bytes and size; its refusal shows under the field.
 */
export function ImageUpload({
  siteCode,
  text,
  announce,
  onUploaded,
}: {
  siteCode: string;
  text: ImageUploadText;
  announce: Announce;
  onUploaded: (url: string) => void;
}) {
  const { call } = useConsoleRuntime();
  const queryClient = useQueryClient();
  const upload = useMutation({
    mutationFn: async (file: File) =>
      call('consoleUploadContentImage', { body: { siteCode, contentBase64: await base64Of(file) } }),
    onSuccess: async ({ url }) => {
      await queryClient.invalidateQueries({ queryKey: consoleQueries.siteImages(call, siteCode).queryKey });
      onUploaded(url);
      announce(text.uploaded);
    },
  });
  return (
    <FormField label={text.label} description={text.hint} message={upload.error?.message}>
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
