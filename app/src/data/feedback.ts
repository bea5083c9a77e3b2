import type { ApiClient } from '@platform/api-client';
import type { EndpointResponse, Endpoints, FeedbackCategory } from '@platform/contract';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { nextPageOf } from './paging.ts';
import { queryKeys } from './queryKeys.ts';

export type FeedbackSummary = EndpointResponse<Endpoints['feedbackList']>['list'][number];
export type FeedbackDetail = EndpointResponse<Endpoints['feedbackDetail']>;
export type FeedbackStatus = FeedbackSummary['status'];

export const FEEDBACK_PAGE_SIZE = 20;

/** The member's feedback cache keys, under the scope logout clears. */
export const feedbackKeys = {
  all: [...queryKeys.memberScope, 'feedback'],
  list: [...queryKeys.memberScope, 'feedback', 'list'],
  detail: (id: string) => [...queryKeys.memberScope, 'feedback', 'detail', id] as const,
  image: (id: string) => [...queryKeys.memberScope, 'feedback', 'image', id] as const,
} as const;

export const feedbackListQuery = (client: ApiClient) =>
  infiniteQueryOptions({
    queryKey: feedbackKeys.list,
    queryFn: ({ pageParam, signal }) =>
      client.api.feedbackList({ body: { page: pageParam, page_size: FEEDBACK_PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: (_last, pages) => nextPageOf(pages),
    retry: false,
  });

export const feedbackDetailQuery = (client: ApiClient, id: string) =>
  queryOptions({
    queryKey: feedbackKeys.detail(id),
    queryFn: ({ signal }) => client.api.feedbackDetail({ query: { id }, signal }),
    retry: false,
  });

/** The upload id in an image address the API gives (`/api/f/v1/upload/image?id=…`). */
export function uploadIdOf(imageUrl: string): string {
  return new URL(imageUrl, 'http://upload.invalid').searchParams.get('id') ?? '';
}

/**
 * An uploaded image's bytes. The API shows an image only to the session that uploaded it, and the session travels
 * in a request header, so an `<img src>` would be refused: the app fetches the bytes and shows them as a blob.
 */
export const uploadedImageQuery = (client: ApiClient, id: string) =>
  queryOptions({
    queryKey: feedbackKeys.image(id),
    queryFn: ({ signal }) => client.api.uploadedImage({ query: { id }, signal }),
    // An image never changes under its id.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** Sends the member's feedback: each image uploaded first (one call each), then the feedback naming them. */
export async function sendFeedback(
  client: ApiClient,
  feedback: { category: FeedbackCategory; content: string; images: readonly File[] },
): Promise<{ id: string }> {
  const imageIds: string[] = [];
  for (const image of feedback.images) {
    const form = new FormData();
    form.append('file', image);
    imageIds.push((await client.api.upload({ body: form })).id);
  }
  return client.api.feedbackSubmit({
    body: { category: feedback.category, content: feedback.content, imageIds },
  });
}
