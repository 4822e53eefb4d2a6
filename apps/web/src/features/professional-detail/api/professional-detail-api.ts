import {
  attachmentListSchema,
  type ProfessionalWithOpportunities,
  professionalWithOpportunitiesSchema,
  professionalWithoutOpportunitiesSchema,
  type RecruiterInputsBody,
  type RecruiterSalaryBody,
  recruiterInputsSchema,
  uploadedFileSchema,
} from '@mosaico/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend, apiUpload, retryUnlessNotFound } from '../../../lib/api-client';

const seg = encodeURIComponent;

export const professionalDetailKeys = {
  detail: (id: string) => ['professional-detail', id] as const,
};

export { isNotFound } from '../../../lib/api-client';

/** GET users/user-with-opportunities/{id} (002 §7.3): the person (contacts masked by the server) and processes. */
export function useProfessional(id: string) {
  return useQuery<ProfessionalWithOpportunities>({
    queryKey: professionalDetailKeys.detail(id),
    queryFn: ({ signal }) =>
      apiGet(`/users/user-with-opportunities/${seg(id)}`, professionalWithOpportunitiesSchema, { signal }),
    retry: retryUnlessNotFound,
  });
}

/** Puts a fresh `user` into the page's answer, keeping the processes as they were. */
function useReplaceUser(id: string) {
  const queryClient = useQueryClient();
  return (user: ProfessionalWithOpportunities['user']) =>
    queryClient.setQueryData<ProfessionalWithOpportunities>(professionalDetailKeys.detail(id), (current) =>
      current ? { ...current, user } : current,
    );
}

/** PUT users/{id}/salary-expectation (002 §5). */
export function useSaveSalary(id: string) {
  const replace = useReplaceUser(id);
  return useMutation({
    mutationFn: (body: RecruiterSalaryBody) =>
      apiSend('PUT', `/users/${seg(id)}/salary-expectation`, body, professionalWithoutOpportunitiesSchema),
    onSuccess: (answer) => replace(answer.user),
  });
}

/** PUT users/{id}/recruiter-inputs (002 §3 recruiterInputs). */
export function useSaveRecruiterInputs(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RecruiterInputsBody) =>
      apiSend('PUT', `/users/${seg(id)}/recruiter-inputs`, body, recruiterInputsSchema),
    onSuccess: (sheet) =>
      queryClient.setQueryData<ProfessionalWithOpportunities>(professionalDetailKeys.detail(id), (current) =>
        current ? { ...current, user: { ...current.user, recruiterInputs: sheet } } : current,
      ),
  });
}

/** Uploads a CV (checked by its bytes on the server) and attaches it, marked as added by HR (002 §7.6). */
export function useUploadCv(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const uploaded = await apiUpload('/documents/file', file, undefined, uploadedFileSchema, {
        query: { kind: 'cv' },
      });
      return apiSend('POST', '/documents/file/uploadCv', { _id: id, file: uploaded }, attachmentListSchema);
    },
    onSuccess: (attachments) =>
      queryClient.setQueryData<ProfessionalWithOpportunities>(professionalDetailKeys.detail(id), (current) =>
        current ? { ...current, user: { ...current.user, attachments } } : current,
      ),
  });
}

/** DELETE documents/file/deleteCv (002 §7.6); the server keeps the rule of 002 §5. */
export function useDeleteCv(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cvId: string) =>
      apiSend('DELETE', '/documents/file/deleteCv', { id, cvId }, attachmentListSchema),
    onSuccess: (attachments) =>
      queryClient.setQueryData<ProfessionalWithOpportunities>(professionalDetailKeys.detail(id), (current) =>
        current ? { ...current, user: { ...current.user, attachments } } : current,
      ),
  });
}
