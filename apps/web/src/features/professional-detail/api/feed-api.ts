import {
  eventTypesResponseSchema,
  FEED_PAGE_SIZE,
  type FeedEvent,
  feedEventSchema,
  feedResponseSchema,
  type SaveFeedEventBody,
  type UploadedFile,
  uploadedFileSchema,
} from '@mosaico/domain';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend, apiUpload } from '../../../lib/api-client';

// 002 §7.2: the feed and event calls. The feed pages newest first (`before` = the last event's _id).

export const feedKey = (professionalId: string) => ['feed', professionalId] as const;
const eventTypesKey = ['feed', 'event-types'] as const;

export function useEventTypes() {
  return useQuery({
    queryKey: eventTypesKey,
    queryFn: ({ signal }) => apiGet('/events', eventTypesResponseSchema, { signal }),
    staleTime: 10 * 60_000,
  });
}

export function useFeed(professionalId: string) {
  return useInfiniteQuery({
    queryKey: feedKey(professionalId),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      apiGet(`/feed/${encodeURIComponent(professionalId)}`, feedResponseSchema, {
        signal,
        query: { limit: String(FEED_PAGE_SIZE), ...(pageParam ? { before: pageParam } : {}) },
      }),
    // A full page may have more after it; a shorter one is the last.
    getNextPageParam: (last: FeedEvent[]) =>
      last.length === FEED_PAGE_SIZE ? (last[last.length - 1]?._id ?? null) : null,
  });
}

/** Sends one chosen file to the storage (POST /documents/file): PDF and DOCX as documents, JPEG and PNG as images. */
export function uploadFeedFile(file: File): Promise<UploadedFile> {
  const image = /\.(jpe?g|png)$/i.test(file.name);
  return apiUpload('/documents/file', file, undefined, uploadedFileSchema, {
    query: { kind: image ? 'photo' : 'cv' },
  });
}

export interface FeedEventDraft {
  eventId?: string;
  body: SaveFeedEventBody;
}

export function useSaveFeedEvent(professionalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, body }: FeedEventDraft) =>
      eventId
        ? apiSend(
            'PUT',
            `/feed/${encodeURIComponent(professionalId)}/${encodeURIComponent(eventId)}`,
            body,
            feedEventSchema,
          )
        : apiSend('POST', `/feed/${encodeURIComponent(professionalId)}`, body, feedEventSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedKey(professionalId) }),
  });
}
