import type {
  MyVerificationDto,
  VerificationEmailCodeDto,
  VerificationFileDto,
  VerificationPhoneCodeDto,
} from '@ped/contracts/catalog';
import {
  VERIFICATION_DOCUMENT_CHECK_PATHS,
  VERIFICATION_DOCUMENT_FIELD,
  type VerificationCheck,
  type VerificationDocumentCheck,
} from '@ped/contracts/options';
import { apiRequest, throwIfResNotOk, useInvalidatingMutation, useQuery } from '@ped/web-kit';

// Under the workspace's key (['/api/my-exporter']): what invalidates the workspace covers the ladder too.
export const VERIFICATION_KEY = ['/api/my-exporter', 'verification'] as const;

/** Each check's route under /api/my-exporter/verification/. */
const SUBMIT_PATHS: Record<VerificationCheck, string> = {
  contact: 'contact',
  legal_entity: 'legal-entity',
  membership: 'membership',
  site: 'site',
};

/** GET /api/my-exporter/verification: every check with its status, latest submission and dates. */
export function useMyVerification() {
  return useQuery<MyVerificationDto>({ queryKey: VERIFICATION_KEY });
}

/** POST …/email-code: the catalog mails a 6-digit code to the profile's address (a new one replaces the last). */
export function useSendEmailCode() {
  return useInvalidatingMutation({
    mutationFn: async () =>
      (await (
        await apiRequest('POST', '/api/my-exporter/verification/email-code')
      ).json()) as VerificationEmailCodeDto,
    // Nothing any page reads changes until the code is typed back.
    invalidates: [],
  });
}

/** POST …/contact/phone-code: the catalog texts a 6-digit code to the number (a new one replaces the last). */
export function useSendPhoneCode() {
  return useInvalidatingMutation({
    mutationFn: async (phone: string) =>
      (await (
        await apiRequest('POST', '/api/my-exporter/verification/contact/phone-code', { phone })
      ).json()) as VerificationPhoneCodeDto,
    invalidates: [],
  });
}

/** POST …/{check}: the answer is the whole ladder after the submission. */
export function useSubmitCheck(check: VerificationCheck) {
  return useInvalidatingMutation({
    mutationFn: async (payload: Record<string, string>) =>
      (await (
        await apiRequest('POST', `/api/my-exporter/verification/${SUBMIT_PATHS[check]}`, payload)
      ).json()) as MyVerificationDto,
    onSuccess: (ladder, _payload, queryClient) => {
      queryClient.setQueryData(VERIFICATION_KEY, ladder);
    },
    // The answer is written above; the public badge and the Verified flag move only when an admin reviews.
    invalidates: [],
  });
}

/** POST …/{check}/documents: one evidence file (multipart, field `file`); the ladder then reads again. */
export function useUploadDocument(check: VerificationDocumentCheck) {
  return useInvalidatingMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append(VERIFICATION_DOCUMENT_FIELD, file, file.name);
      const res = await fetch(
        `/api/my-exporter/verification/${VERIFICATION_DOCUMENT_CHECK_PATHS[check]}/documents`,
        { method: 'POST', body: form, credentials: 'include' },
      );
      await throwIfResNotOk(res);
      return (await res.json()) as VerificationFileDto;
    },
    invalidates: [VERIFICATION_KEY],
  });
}

/** DELETE …/documents/{id}: a file not yet reviewed. */
export function useRemoveDocument() {
  return useInvalidatingMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `/api/my-exporter/verification/documents/${id}`);
    },
    invalidates: [VERIFICATION_KEY],
  });
}
