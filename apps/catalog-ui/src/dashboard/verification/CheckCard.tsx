import { formatDate } from '@ped/contracts/format';
import { Badge, Box, Button, Card, Grid, HStack, Heading, Link, Stack, Text } from '@ped/web-kit/ui';
import { Alert } from '@ped/web-kit/ui-lazy';
import type { MyExporterDto, VerificationCheckDto, VerificationEvidence } from '@ped/contracts/catalog';
import {
  VERIFICATION_CHECK_LABELS,
  VERIFICATION_DOCUMENT_CHECKS,
  type VerificationCheck,
  type VerificationCheckStatus,
  type VerificationDocumentCheck,
} from '@ped/contracts/options';
import { useId, useRef, useState, type ReactNode } from 'react';
import {
  ContactCheckForm,
  LegalEntityCheckForm,
  MembershipCheckForm,
  SiteCheckForm,
  type CheckFormProps,
} from './CheckForms';
import { EvidenceFiles } from './EvidenceFiles';
import { SITE_METHOD_OPTIONS } from './verificationForms';

const takesFiles = (check: VerificationCheck): check is VerificationDocumentCheck =>
  (VERIFICATION_DOCUMENT_CHECKS as readonly string[]).includes(check);

/** What each check asks for, in a line under its name. */
const CHECK_ASKS: Record<VerificationCheck, string> = {
  contact: 'Confirm your business e-mail and your mobile number, each with a code we send.',
  legal_entity: 'Your SECP incorporation number and FBR tax number, checked against the registers.',
  membership: 'Your membership of a chamber of commerce or an exporters’ association.',
  site: 'A video call through your premises, or a recent third-party audit report.',
};

const STATUS: Record<VerificationCheckStatus, { label: string; palette: string }> = {
  not_submitted: { label: 'Not started', palette: 'gray' },
  pending: { label: 'Pending review', palette: 'orange' },
  passed: { label: 'Passed', palette: 'green' },
  rejected: { label: 'Rejected', palette: 'red' },
  lapsed: { label: 'Lapsed', palette: 'gray' },
};

/** How the exporter's own evidence is named when shown back to it. */
const EVIDENCE_LABELS: Record<string, string> = {
  email: 'E-mail confirmed',
  phone: 'Phone',
  secpNumber: 'SECP incorporation number',
  ntn: 'FBR NTN',
  certificateUrl: 'Certificate',
  bodyName: 'Chamber or association',
  memberNumber: 'Member number',
  link: 'Link',
  method: 'Method',
  availability: 'Video call',
  auditor: 'Audit firm',
};

export function DateText({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDate(iso)}</time>;
}

function evidenceValue(name: string, value: string): ReactNode {
  if (name === 'method') return SITE_METHOD_OPTIONS.find((option) => option.value === value)?.label ?? value;
  if (/^https?:\/\//i.test(value)) {
    return (
      <Link href={value} target="_blank" rel="noopener noreferrer" wordBreak="break-all" colorPalette="brand">
        {value}
      </Link>
    );
  }
  return value;
}

/** The evidence of the latest submission, as sent (only the fields a reviewer reads). */
function EvidenceList({ evidence }: { evidence: VerificationEvidence }) {
  const rows = Object.entries(evidence).filter(
    (entry): entry is [string, string] => entry[0] in EVIDENCE_LABELS && Boolean(entry[1]),
  );
  if (rows.length === 0) return null;
  return (
    <Box>
      <Text textStyle="sm" fontWeight="medium" mb="1">
        What you sent
      </Text>
      <Grid as="dl" templateColumns={{ base: 'minmax(0, 1fr)', sm: '200px minmax(0, 1fr)' }} columnGap="4">
        {rows.map(([name, value]) => (
          <Box key={name} display="contents">
            <Text as="dt" textStyle="sm" color="fg.muted">
              {EVIDENCE_LABELS[name]}
            </Text>
            <Text as="dd" textStyle="sm" mb={{ base: '2', sm: '1' }} minW="0" wordBreak="break-word">
              {evidenceValue(name, value)}
            </Text>
          </Box>
        ))}
      </Grid>
    </Box>
  );
}

/** The reviewer's notes on a refused submission, kept as written (line breaks too). */
function Notes({ notes }: { notes: string | null }) {
  if (!notes) return <Text>No notes were given.</Text>;
  return (
    <Text whiteSpace="pre-line">
      <Text as="span" fontWeight="semibold">
        Reviewer’s notes:
      </Text>{' '}
      {notes}
    </Text>
  );
}

/** Where the check stands, in words (dates, the reviewer's notes, what to do next). */
function StatusDetail({ item }: { item: VerificationCheckDto }) {
  const submission = item.submission;
  const notes = submission?.status === 'rejected' && submission.adminNotes;
  switch (item.status) {
    case 'pending':
      return (
        <Text textStyle="sm">
          Sent on <DateText iso={submission!.submittedAt} />. Our team reviews it within 48 hours.
        </Text>
      );
    case 'passed':
      return (
        <Stack gap="1">
          <Text textStyle="sm">
            Passed on <DateText iso={item.approvedAt!} />; it shows on your public profile until{' '}
            <DateText iso={item.expiresAt!} />. Check it again before then to keep it.
          </Text>
          {submission?.status === 'pending' && (
            <Text textStyle="sm" color="fg.muted">
              Your re-check sent on <DateText iso={submission.submittedAt} /> is waiting for review.
            </Text>
          )}
          {notes && (
            <Box textStyle="sm" color="fg.muted">
              <Text>Your re-check was not accepted.</Text>
              <Notes notes={notes} />
            </Box>
          )}
        </Stack>
      );
    case 'rejected':
      return (
        <Alert.Root status="error" variant="subtle" alignItems="flex-start">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              Not accepted
              {submission?.reviewedAt && (
                <>
                  {' '}
                  on <DateText iso={submission.reviewedAt} />
                </>
              )}
            </Alert.Title>
            <Alert.Description>
              <Notes notes={notes || null} />
              <Text>Correct your evidence below and send it again.</Text>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      );
    case 'lapsed':
      return (
        <Alert.Root status="warning" variant="subtle" alignItems="flex-start">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              Lapsed on <DateText iso={item.expiresAt!} />
            </Alert.Title>
            <Alert.Description>
              <Text>
                A check lasts a year: it no longer shows on your public profile. Send it again to renew it.
              </Text>
              {notes && (
                <>
                  <Text mt="1">Your last re-check was not accepted.</Text>
                  <Notes notes={notes} />
                </>
              )}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      );
    default:
      return null;
  }
}

function CheckForm({
  check,
  exporter,
  ...props
}: CheckFormProps & { check: VerificationCheck; exporter: MyExporterDto }) {
  switch (check) {
    case 'contact':
      return (
        <ContactCheckForm {...props} email={exporter.email} phone={props.evidence?.phone ?? exporter.phone} />
      );
    case 'legal_entity':
      return <LegalEntityCheckForm {...props} />;
    case 'membership':
      return <MembershipCheckForm {...props} />;
    case 'site':
      return <SiteCheckForm {...props} />;
  }
}

/** One rung of the ladder: its status, dates and notes, what was sent, and the form to send evidence. */
export function CheckCard({ item, exporter }: { item: VerificationCheckDto; exporter: MyExporterDto }) {
  const headingId = useId();
  const formId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const status = STATUS[item.status];
  const waiting = item.status === 'pending' || item.submission?.status === 'pending';
  // A passed check keeps its form folded away until the exporter asks to check it again.
  const [recheck, setRecheck] = useState(false);
  const showForm = !waiting && (item.status !== 'passed' || recheck);
  const submitted = () => {
    setRecheck(false);
    // The form goes away with the new status: focus moves to the check, which now says it is pending.
    heading.current?.focus();
  };
  return (
    <Card.Root as="article" variant="outline" aria-labelledby={headingId}>
      <Card.Body gap="4" p={{ base: '4', md: '6' }}>
        <HStack justify="space-between" align="flex-start" gap="3" flexWrap="wrap">
          <Stack gap="1" minW="0" flex="1">
            <Heading
              as="h4"
              size="md"
              id={headingId}
              ref={heading}
              tabIndex={-1}
              _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
            >
              {VERIFICATION_CHECK_LABELS[item.check]}
            </Heading>
            <Text textStyle="sm" color="fg.muted">
              {CHECK_ASKS[item.check]}
            </Text>
          </Stack>
          <Badge colorPalette={status.palette} size="lg">
            {status.label}
          </Badge>
        </HStack>
        <StatusDetail item={item} />
        {/* What waits for review; a refused or lapsed check's evidence is in its form, to correct. */}
        {item.submission?.status === 'pending' && <EvidenceList evidence={item.submission.evidence} />}
        {/* Until the review, files can still be added to the waiting submission or removed from it. */}
        {waiting && takesFiles(item.check) && <EvidenceFiles check={item.check} files={item.files} waiting />}
        {item.status === 'passed' && !waiting && (
          <Box>
            <Button
              variant="outline"
              colorPalette="brand"
              size="sm"
              aria-expanded={recheck}
              aria-controls={recheck ? formId : undefined}
              onClick={() => setRecheck((open) => !open)}
            >
              {recheck ? 'Cancel the re-check' : 'Check it again'}
            </Button>
          </Box>
        )}
        {showForm && (
          <Box id={formId}>
            <CheckForm
              check={item.check}
              exporter={exporter}
              evidence={item.submission?.evidence}
              files={item.files}
              onSubmitted={submitted}
            />
          </Box>
        )}
      </Card.Body>
    </Card.Root>
  );
}
