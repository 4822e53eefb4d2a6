import { type ContactMessageRequest, contactMessageResponseSchema } from '@mosaico/domain';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';

/** POST /api/contactus (000 §7); the answer's `message` is the translated confirmation to show. */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (body: ContactMessageRequest) =>
      apiSend('POST', '/contactus', body, contactMessageResponseSchema),
  });
}
