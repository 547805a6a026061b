import { formatTime } from '@ped/contracts/format';
import { Box, Button, SimpleGrid, Stack, Text } from '@ped/web-kit/ui';
import type { VerificationEvidence, VerificationFileDto } from '@ped/contracts/catalog';
import {
  VERIFICATION_EMAIL_CODE_MINUTES,
  VERIFICATION_LIMITS as L,
  VERIFICATION_PHONE_CODE_MINUTES,
  type VerificationCheck,
} from '@ped/contracts/options';
import { apiErrorMessage, isApiError, toast } from '@ped/web-kit';
import { FormField, useValidatedForm } from '@ped/web-kit/forms';
import type { FormEvent, ReactNode } from 'react';
import { EvidenceFiles } from './EvidenceFiles';
import { useMyVerification, useSendEmailCode, useSendPhoneCode, useSubmitCheck } from './useVerification';
import {
  contactPayload,
  contactValues,
  legalEntityPayload,
  legalEntityValues,
  membershipPayload,
  membershipValues,
  SITE_METHOD_OPTIONS,
  sitePayload,
  siteValues,
  validateContact,
  validateLegalEntity,
  validateMembership,
  validatePhone,
  validateSite,
} from './verificationForms';

export interface CheckFormProps {
  /** The check's last submission's evidence: a rejected or lapsed check starts from what was sent. */
  evidence?: VerificationEvidence;
  /** After the server took the submission (the ladder in the cache is already the new one). */
  onSubmitted: () => void;
  /** Files uploaded for the check's next submission (it takes them). */
  files?: VerificationFileDto[];
}

/** Sends a form's payload for its check: toasts, the server's field messages, a refresh on a 409. */
function useCheckSubmission<T extends object>(
  check: VerificationCheck,
  form: {
    handleSubmit: (onValid: (values: T) => void) => (event: FormEvent<HTMLFormElement>) => void;
    showServerErrors: (error: unknown) => boolean;
  },
  toPayload: (values: T) => Record<string, string>,
  onSubmitted: () => void,
) {
  const submit = useSubmitCheck(check);
  const ladder = useMyVerification();
  const onSubmit = form.handleSubmit((values) =>
    submit.mutate(toPayload(values), {
      onSuccess: () => {
        toast({ title: 'Sent for review', description: 'Our team reviews it within 48 hours.' });
        onSubmitted();
      },
      onError: (error) => {
        form.showServerErrors(error);
        toast({
          title: 'Error',
          description: apiErrorMessage(error, 'Failed to send the check for review'),
          variant: 'destructive',
        });
        // Sent already (another tab, a double click): show the waiting submission.
        if (isApiError(error) && error.reason === 'VERIFICATION_ALREADY_PENDING') void ladder.refetch();
      },
    }),
  );
  return { onSubmit, pending: submit.isPending };
}

function EvidenceForm({
  label,
  onSubmit,
  pending,
  children,
}: {
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  pending: boolean;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={onSubmit} aria-label={label}>
      <Stack gap="4">
        {children}
        <Box>
          <Button type="submit" colorPalette="brand" loading={pending} loadingText="Sending…">
            Send for review
          </Button>
        </Box>
      </Stack>
    </form>
  );
}

/** A toast for a code that could not be sent. */
const codeNotSent = (error: unknown) =>
  toast({
    title: 'Error',
    description: apiErrorMessage(error, 'Failed to send the code'),
    variant: 'destructive',
  });

/** The contact check: the e-mailed code typed back proves the address, the texted one the phone. */
export function ContactCheckForm({
  email,
  phone,
  onSubmitted,
}: CheckFormProps & { email: string; phone: string | null }) {
  const form = useValidatedForm(contactValues(phone), validateContact);
  const sendCode = useSendEmailCode();
  const sendPhoneCode = useSendPhoneCode();
  const { onSubmit, pending } = useCheckSubmission('contact', form, contactPayload, onSubmitted);
  const sent = sendCode.data;
  const texted = sendPhoneCode.data;
  const send = () => sendCode.mutate(undefined, { onError: codeNotSent });
  const text = () => {
    const wrong = validatePhone(form.values.phone);
    if (wrong) {
      form.showFieldError('phone', wrong);
      return;
    }
    sendPhoneCode.mutate(form.values.phone.trim(), {
      onError: (error) => {
        // A number that is not real is named beside the field; anything else is a toast.
        if (!form.showServerErrors(error)) codeNotSent(error);
      },
    });
  };
  return (
    <EvidenceForm label="Contact details check" onSubmit={onSubmit} pending={pending}>
      <Stack gap="2" align="start">
        {/*
          An address is one long word: it may break anywhere rather than push the page sideways (the full width, as
          the stack's `align="start"` would size the line to the word).
        */}
        <Text textStyle="sm" overflowWrap="anywhere" w="full">
          We e-mail a 6-digit code to <strong>{email}</strong>, your profile’s business e-mail. It works for{' '}
          {VERIFICATION_EMAIL_CODE_MINUTES} minutes.
        </Text>
        <Button
          variant="outline"
          colorPalette="brand"
          size="sm"
          onClick={send}
          loading={sendCode.isPending}
          loadingText="Sending…"
        >
          {sent ? 'Send a new e-mail code' : 'Send the e-mail code'}
        </Button>
        {/* Always present, so the sentence is announced when it appears. */}
        <Text role="status" textStyle="sm" color="fg.muted" overflowWrap="anywhere" w="full">
          {sent && `Code sent to ${sent.sentTo}: it works until ${formatTime(sent.expiresAt)}.`}
        </Text>
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField
          label="Code from the e-mail"
          {...form.field('emailCode')}
          autoComplete="one-time-code"
          maxLength={6}
          placeholder="123456"
          markRequired
        />
      </SimpleGrid>
      <Stack gap="2" align="start">
        <Text textStyle="sm">
          We text a 6-digit code to your mobile. It works for {VERIFICATION_PHONE_CODE_MINUTES} minutes.
        </Text>
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Stack gap="2" align="start">
          <FormField
            label="Mobile number"
            type="tel"
            {...form.field('phone')}
            autoComplete="tel"
            maxLength={L.phone}
            placeholder="0300 1234567"
            helper="A Pakistani number, or any with its country code."
            markRequired
          />
          <Button
            variant="outline"
            colorPalette="brand"
            size="sm"
            onClick={text}
            loading={sendPhoneCode.isPending}
            loadingText="Sending…"
          >
            {texted ? 'Send a new SMS code' : 'Send the SMS code'}
          </Button>
          <Text role="status" textStyle="sm" color="fg.muted">
            {texted && `Code texted to ${texted.sentTo}: it works until ${formatTime(texted.expiresAt)}.`}
          </Text>
        </Stack>
        <FormField
          label="Code from the text message"
          {...form.field('phoneCode')}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          placeholder="123456"
          markRequired
        />
      </SimpleGrid>
    </EvidenceForm>
  );
}

/** The legal-entity check: SECP's incorporation number, FBR's NTN, and the certificate as a link or a file. */
export function LegalEntityCheckForm({ evidence, onSubmitted, files = [] }: CheckFormProps) {
  const form = useValidatedForm(legalEntityValues(evidence), validateLegalEntity);
  const { onSubmit, pending } = useCheckSubmission('legal_entity', form, legalEntityPayload, onSubmitted);
  return (
    <EvidenceForm label="Legal entity check" onSubmit={onSubmit} pending={pending}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField
          label="SECP incorporation number (CUIN)"
          {...form.field('secpNumber')}
          placeholder="0123456"
          helper="7 digits, on your certificate of incorporation."
          markRequired
        />
        <FormField
          label="FBR National Tax Number (NTN)"
          {...form.field('ntn')}
          placeholder="1234567-8"
          helper="7 digits, a dash and a check digit."
          markRequired
        />
        <Box gridColumn={{ md: 'span 2' }}>
          <FormField
            label="Certificate of incorporation (link)"
            type="url"
            {...form.field('certificateUrl')}
            required={false}
            maxLength={L.link}
            placeholder="https://"
            helper="Optional: a link to a scan of the certificate, or upload the scan below."
          />
        </Box>
      </SimpleGrid>
      <EvidenceFiles check="legal_entity" files={files} waiting={false} />
    </EvidenceForm>
  );
}

/** The membership check: a chamber of commerce or an exporters' association, with a link or a file to check. */
export function MembershipCheckForm({ evidence, onSubmitted, files = [] }: CheckFormProps) {
  const form = useValidatedForm(membershipValues(evidence), (values) =>
    validateMembership(values, files.length > 0),
  );
  const { onSubmit, pending } = useCheckSubmission('membership', form, membershipPayload, onSubmitted);
  return (
    <EvidenceForm label="Exporter body membership check" onSubmit={onSubmit} pending={pending}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField
          label="Chamber or association"
          {...form.field('bodyName')}
          maxLength={L.bodyName}
          placeholder="e.g. Sialkot Chamber of Commerce and Industry"
          markRequired
        />
        <FormField
          label="Member number"
          {...form.field('memberNumber')}
          maxLength={L.memberNumber}
          markRequired
        />
        <Box gridColumn={{ md: 'span 2' }}>
          <FormField
            label="Link to your membership record"
            type="url"
            {...form.field('link')}
            maxLength={L.link}
            placeholder="https://"
            helper="Your entry in the body’s member directory. Or upload your membership certificate below."
            markRequired={files.length === 0}
          />
        </Box>
      </SimpleGrid>
      <EvidenceFiles check="membership" files={files} waiting={false} />
    </EvidenceForm>
  );
}

/** The site check: a video call through the premises, or a third-party audit report. */
export function SiteCheckForm({ evidence, onSubmitted, files = [] }: CheckFormProps) {
  const form = useValidatedForm(siteValues(evidence), (values) => validateSite(values, files.length > 0));
  const { onSubmit, pending } = useCheckSubmission('site', form, sitePayload, onSubmitted);
  const method = form.values.method;
  return (
    <EvidenceForm label="Site check" onSubmit={onSubmit} pending={pending}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField
          label="How should we check your site?"
          type="select"
          {...form.field('method')}
          options={SITE_METHOD_OPTIONS}
          emptyOption="Select…"
          markRequired
        />
        {method === 'video_call' && (
          <FormField
            label="When a video call suits you"
            {...form.field('availability')}
            maxLength={L.availability}
            placeholder="e.g. Weekdays 10:00–16:00 PKT"
            helper="We walk through your premises with you on the call."
            markRequired
          />
        )}
        {method === 'audit_report' && (
          <>
            <FormField label="Audit firm" {...form.field('auditor')} maxLength={L.auditor} markRequired />
            <Box gridColumn={{ md: 'span 2' }}>
              <FormField
                label="Audit report (link)"
                type="url"
                {...form.field('link')}
                maxLength={L.link}
                placeholder="https://"
                helper="A link to a recent report of your site. Or upload the report below."
                markRequired={files.length === 0}
              />
            </Box>
          </>
        )}
      </SimpleGrid>
      <EvidenceFiles check="site" files={files} waiting={false} />
    </EvidenceForm>
  );
}
