import { formatDate } from '@ped/contracts/format';
import {
  Badge,
  Button,
  Card,
  HStack,
  Heading,
  Link,
  RouterLink,
  Skeleton,
  Stack,
  Text,
} from '@ped/web-kit/ui';
import { Alert } from '@ped/web-kit/ui-lazy';
import type { InquiryDto, InquiryListDto } from '@ped/contracts/messaging';
import { PLAN_LIMIT_MESSAGES, type InquiryStatus } from '@ped/contracts/options';
import { StateMessage } from '@ped/web-kit';
import { useState } from 'react';
import { InquiryDialog, type InquiryAction } from './InquiryDialog';
import { PLANS_PATH } from './plansPath';
import { INQUIRY_PAGE_SIZE, useMyInquiries } from './useWorkspace';

const STATUS: Record<InquiryStatus, { label: string; palette: string }> = {
  pending: { label: 'New', palette: 'orange' },
  replied: { label: 'Replied', palette: 'green' },
  declined: { label: 'Declined', palette: 'gray' },
};

function InquiryCard({
  inquiry,
  onAction,
}: {
  inquiry: InquiryDto;
  onAction: (action: InquiryAction) => void;
}) {
  const status = STATUS[inquiry.status];
  const headingId = `inquiry-${inquiry.channel}-${inquiry.id}`;
  const byMessage = inquiry.channel === 'message';
  return (
    <Card.Root as="article" variant="outline" aria-labelledby={headingId}>
      <Card.Body gap="3" p={{ base: '4', md: '5' }}>
        <HStack justify="space-between" align="flex-start" gap="3" flexWrap="wrap">
          <Stack gap="0.5" minW="0">
            <Heading id={headingId} as="h4" size="sm">
              {inquiry.buyerName}
              {inquiry.buyerCompany && (
                <Text as="span" fontWeight="normal" color="fg.muted">
                  {' '}
                  · {inquiry.buyerCompany}
                </Text>
              )}
            </Heading>
            {inquiry.locked ? (
              <Text textStyle="sm" color="fg.muted">
                {inquiry.buyerEmail} <VisuallyHiddenNote />
              </Text>
            ) : (
              inquiry.buyerEmail && (
                <Link href={`mailto:${inquiry.buyerEmail}`} textStyle="sm" wordBreak="break-all">
                  {inquiry.buyerEmail}
                </Link>
              )
            )}
          </Stack>
          <HStack gap="2">
            {byMessage && <Badge variant="outline">Message</Badge>}
            <Badge colorPalette={status.palette}>{status.label}</Badge>
            <Text textStyle="xs" color="fg.muted">
              <time dateTime={inquiry.createdAt}>{formatDate(inquiry.createdAt)}</time>
            </Text>
          </HStack>
        </HStack>
        <Text whiteSpace="pre-line" textStyle="sm">
          {inquiry.message}
        </Text>
        {inquiry.declineReason && (
          <Text textStyle="sm" color="fg.muted">
            Declined: {inquiry.declineReason}
          </Text>
        )}
        {byMessage ? (
          // Sent as a message: it is answered in its conversation, like any message.
          <HStack gap="2">
            <Button asChild size="sm" colorPalette="brand">
              <RouterLink to={`/messages/${inquiry.id}`}>
                {inquiry.status === 'replied' ? 'Open conversation' : 'Reply in conversation'}
              </RouterLink>
            </Button>
          </HStack>
        ) : inquiry.locked ? (
          <Alert.Root status="warning" variant="subtle" size="sm">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Description>
                {PLAN_LIMIT_MESSAGES.inquiries}{' '}
                <Link asChild variant="underline" fontWeight="medium">
                  <RouterLink to={PLANS_PATH}>Upgrade your plan</RouterLink>
                </Link>
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : (
          <HStack gap="2" flexWrap="wrap">
            {inquiry.status !== 'declined' && (
              <Button size="sm" colorPalette="brand" onClick={() => onAction('reply')}>
                {inquiry.status === 'replied' ? 'Reply again' : 'Reply'}
              </Button>
            )}
            {inquiry.status === 'pending' && (
              <Button size="sm" variant="outline" onClick={() => onAction('decline')}>
                Decline
              </Button>
            )}
            {inquiry.conversationId !== null && (
              <Button asChild size="sm" variant="ghost" colorPalette="brand">
                <RouterLink to={`/messages/${inquiry.conversationId}`}>Open conversation</RouterLink>
              </Button>
            )}
          </HStack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function VisuallyHiddenNote() {
  return (
    <Text as="span" srOnly>
      (hidden on your plan)
    </Text>
  );
}

function LockedSummary({ list }: { list: InquiryListDto }) {
  if (list.lockedCount === 0 || list.monthlyContactLimit === null) return null;
  return (
    <Alert.Root status="warning" variant="surface">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {list.lockedCount} {list.lockedCount === 1 ? 'inquiry is' : 'inquiries are'} waiting for an upgrade
        </Alert.Title>
        <Alert.Description>
          The Basic plan shows the contact details of {list.monthlyContactLimit} inquiries a month. Nothing is
          lost: upgrade to Professional or Enterprise to see and answer them all.{' '}
          <Link asChild variant="underline" fontWeight="medium">
            <RouterLink to={PLANS_PATH}>See the plans</RouterLink>
          </Link>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/**
 * The buyers' inquiries to this exporter, newest first, however they wrote: the form's (reply or decline
 * here) and the conversations a buyer started with a message (answered in the conversation).
 */
export function InquiriesTab() {
  const [offset, setOffset] = useState(0);
  const inquiries = useMyInquiries(offset);
  const [open, setOpen] = useState<{ action: InquiryAction; inquiry: InquiryDto } | null>(null);
  const [action, setAction] = useState<InquiryAction>('reply');

  if (inquiries.isPending) {
    return (
      <Stack gap="4" aria-busy="true" aria-label="Loading your inquiries">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height="36" borderRadius="l3" />
        ))}
      </Stack>
    );
  }
  if (inquiries.isError) {
    return (
      <StateMessage
        tone="error"
        title="We could not load your inquiries"
        actions={
          <Button variant="outline" onClick={() => inquiries.refetch()} loading={inquiries.isRefetching}>
            Try again
          </Button>
        }
      />
    );
  }
  const list = inquiries.data;
  if (list.total === 0) {
    return (
      <StateMessage title="No inquiries received yet.">
        Buyers contact you from your public profile, with the inquiry form or a message; both appear here.
      </StateMessage>
    );
  }
  const last = Math.min(offset + list.items.length, list.total);
  return (
    <Stack gap="4">
      <LockedSummary list={list} />
      <Text textStyle="sm" color="fg.muted" aria-live="polite">
        {list.total === list.items.length
          ? `${list.total} ${list.total === 1 ? 'inquiry' : 'inquiries'}`
          : `${offset + 1}–${last} of ${list.total} inquiries`}
      </Text>
      <Stack as="ul" listStyleType="none" gap="4">
        {list.items.map((inquiry) => (
          <li key={`${inquiry.channel}-${inquiry.id}`}>
            <InquiryCard
              inquiry={inquiry}
              onAction={(next) => {
                setAction(next);
                setOpen({ action: next, inquiry });
              }}
            />
          </li>
        ))}
      </Stack>
      {list.total > INQUIRY_PAGE_SIZE && (
        <HStack justify="space-between">
          <Button
            variant="outline"
            size="sm"
            disabled={offset === 0}
            onClick={() => setOffset(Math.max(0, offset - INQUIRY_PAGE_SIZE))}
          >
            Newer
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={last >= list.total}
            onClick={() => setOffset(offset + INQUIRY_PAGE_SIZE)}
          >
            Older
          </Button>
        </HStack>
      )}
      <InquiryDialog
        open={open !== null}
        action={action}
        inquiry={open?.inquiry ?? null}
        onOpenChange={(next) => !next && setOpen(null)}
      />
    </Stack>
  );
}
