import { ImageGallery, PageError, useMessages } from '@platform/ui';
import { type UseQueryResult, useQueries } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useApiClient } from '../../boot/AppRuntimeContext.tsx';
import { uploadedImageQuery, uploadIdOf } from '../../data/feedback.ts';
import { appCatalog } from '../../i18n/appCatalog.ts';

/**
 * The images' state in one value. TanStack Query re-runs a module-level `combine` only when a result changed, so
 * `blobs` keeps its identity between renders and the object URLs below are made once per loaded set.
 */
function combineImages(results: UseQueryResult<Blob>[]) {
  return {
    blobs: results.map((result) => result.data),
    failed: results.some((result) => result.isError),
    retry: () => {
      for (const result of results) if (result.isError) void result.refetch();
    },
  };
}

/** Object URLs for the fetched images, released when they change or the page goes away. */
function useObjectUrls(blobs: readonly (Blob | undefined)[]): readonly (string | undefined)[] {
  const [urls, setUrls] = useState<readonly (string | undefined)[]>([]);
  useEffect(() => {
    const created = blobs.map((blob) => (blob === undefined ? undefined : URL.createObjectURL(blob)));
    setUrls(created);
    return () => {
      for (const url of created) if (url !== undefined) URL.revokeObjectURL(url);
    };
  }, [blobs]);
  return urls;
}

/** A sent feedback's screenshots, fetched with the member's session (the API shows them only to their owner). */
export function FeedbackImages({ imageUrls }: { imageUrls: readonly string[] }) {
  const client = useApiClient();
  const text = useMessages(appCatalog).feedback;
  const images = useQueries({
    queries: imageUrls.map((url) => uploadedImageQuery(client, uploadIdOf(url))),
    combine: combineImages,
  });
  const urls = useObjectUrls(images.blobs);
  if (images.failed) return <PageError onRetry={images.retry} />;
  return (
    <ImageGallery
      label={text.screenshots}
      images={imageUrls.map((_, index) => ({ src: urls[index], alt: text.screenshot(index + 1) }))}
    />
  );
}
