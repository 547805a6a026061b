import { formatQuotedPrice } from '@ped/contracts/format';
import {
  Box,
  Button,
  chakra,
  CloseButton,
  HStack,
  Portal,
  Skeleton,
  Stack,
  Text,
  useLocation,
  useNavigate,
} from '@ped/web-kit/ui';
import { Field, NativeSelect, Textarea } from '@ped/web-kit/ui-lazy';
import { Dialog } from '@ped/web-kit/ui-overlays';
import type { BuyerRequirementDto, BuyerQuotationDto } from '@ped/contracts/catalog';
import {
  TRADE_TERMS_LIMITS,
  TRADE_TERMS_MESSAGES as B,
  EXCHANGE_RATES,
  TRADE_CURRENCIES,
  type TradeCurrency,
} from '@ped/contracts/options';
import { apiErrorMessage, StateMessage, toast, LoadFailed } from '@ped/web-kit';
import { useId, useState } from 'react';
import { QuotationComparison, type QuotationAction } from './QuotationComparison';
import {
  comparisonCurrency,
  convertedUnitPrice,
  lowestPriced,
  quotationRows,
  RATES_DATE,
} from './quotationRows';
import { handleSessionExpired } from './sessionExpired';
import { useAcceptQuotation, useDeclineQuotation, useQuotations } from './useQuotations';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Stays set while the dialog animates closed. */
  requirement: BuyerRequirementDto | null;
}

/** The decision asked for before it is sent: accepting reveals the buyer, so both are confirmed first. */
type Confirm = { action: 'accept' | 'decline'; response: BuyerQuotationDto } | null;

/** Asks to confirm an acceptance, or a decline with its optional reason. */
function ConfirmPanel({
  confirm,
  currency,
  busy,
  onConfirm,
  onBack,
}: {
  confirm: NonNullable<Confirm>;
  currency: TradeCurrency;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onBack: () => void;
}) {
  const [reason, setReason] = useState('');
  const headingId = useId();
  const { response, action } = confirm;
  const company = response.exporter.companyName;
  const price = formatQuotedPrice(
    response.quotation.unitPrice,
    response.quotation.currency,
    response.quotation.unit,
  );
  const converted =
    response.quotation.currency === currency
      ? ''
      : ` (about ${formatQuotedPrice(convertedUnitPrice(response, currency), currency)})`;
  return (
    <Stack
      as="section"
      aria-labelledby={headingId}
      gap="4"
      borderWidth="1px"
      borderRadius="l3"
      p={{ base: '4', md: '5' }}
      maxW="2xl"
    >
      <Text id={headingId} as="h3" fontWeight="semibold" textStyle="lg">
        {action === 'accept'
          ? `Accept the quotation from ${company}?`
          : `Decline the quotation from ${company}?`}
      </Text>
      <Text textStyle="sm">
        {price}
        {converted}, {response.quotation.incoterm}
        {response.quotation.portOfLoading ? ` ${response.quotation.portOfLoading}` : ''}, lead time{' '}
        {response.quotation.leadTimeDays} days.
      </Text>
      {action === 'accept' ? (
        <Text textStyle="sm" color="fg.muted">
          A conversation with {company} opens with this quotation as its first message, and {company} sees
          your company name and contact details. The other quotations stay as they are until you decide on
          them.
        </Text>
      ) : (
        <Field.Root>
          <Field.Label>Reason (optional)</Field.Label>
          <Textarea
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            maxLength={TRADE_TERMS_LIMITS.declineReason}
            rows={3}
            placeholder="e.g. Price above our target"
          />
          <Field.HelperText>{company} reads it with the decision.</Field.HelperText>
        </Field.Root>
      )}
      <HStack gap="2" flexWrap="wrap">
        <Button
          colorPalette={action === 'accept' ? 'brand' : 'red'}
          loading={busy}
          onClick={() => onConfirm(reason)}
        >
          {action === 'accept' ? 'Accept quotation' : 'Decline quotation'}
        </Button>
        <Button variant="outline" onClick={onBack} disabled={busy}>
          Back to the comparison
        </Button>
      </HStack>
    </Stack>
  );
}

/** The comparison's body: loading, error and empty states, the currency choice, the quotations side by side. */
function QuotationsBody({ requirement, onClose }: { requirement: BuyerRequirementDto; onClose: () => void }) {
  const responses = useQuotations(requirement.id, true);
  const accept = useAcceptQuotation();
  const decline = useDeclineQuotation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [chosen, setChosen] = useState<TradeCurrency | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const currencyId = useId();

  if (responses.isPending) {
    return (
      <Stack gap="3" aria-busy="true" aria-label="Loading the quotations">
        <Skeleton height="8" width="60%" />
        <Skeleton height="64" borderRadius="l3" />
      </Stack>
    );
  }
  if (responses.isError) {
    return (
      <LoadFailed
        title="We could not load the quotations"
        onRetry={() => responses.refetch()}
        retrying={responses.isRefetching}
      />
    );
  }
  const list = responses.data.responses;
  if (list.length === 0) {
    return (
      <StateMessage title="No responses yet">
        When exporters send quotes for this requirement, they will appear here side by side.
        {!requirement.isPublic && ' This requirement is private: make it public so exporters can find it.'}
      </StateMessage>
    );
  }
  const currency = chosen ?? comparisonCurrency(list, requirement.targetCurrency);

  const failed = (error: unknown, fallback: string) => {
    if (handleSessionExpired(error, pathname + search)) return;
    void toast({ title: 'Error', description: apiErrorMessage(error, fallback), variant: 'destructive' });
    void responses.refetch();
  };

  /** Accepting (or opening an accepted one's conversation: accepting again answers the same one). */
  const openConversation = (response: BuyerQuotationDto, first: boolean) =>
    accept.mutate(
      { requirementId: requirement.id, responseId: response.id },
      {
        onSuccess: ({ conversationId }) => {
          if (first) {
            void toast({
              title: B.accepted,
              description: `Your conversation with ${response.exporter.companyName} starts with the quotation.`,
            });
          }
          onClose();
          navigate(conversationId === null ? '/messages' : `/messages/${conversationId}`);
        },
        onError: (error) => failed(error, 'Failed to accept the quotation'),
      },
    );

  const onAction = (action: QuotationAction, response: BuyerQuotationDto) => {
    if (action === 'open') openConversation(response, false);
    else setConfirm({ action, response });
  };

  if (confirm) {
    return (
      <ConfirmPanel
        confirm={confirm}
        currency={currency}
        busy={accept.isPending || decline.isPending}
        onBack={() => setConfirm(null)}
        onConfirm={(reason) => {
          if (confirm.action === 'accept') return openConversation(confirm.response, true);
          decline.mutate(
            { requirementId: requirement.id, responseId: confirm.response.id, reason },
            {
              onSuccess: () => {
                void toast({
                  title: B.declined,
                  description: `${confirm.response.exporter.companyName} is told of your decision.`,
                });
                setConfirm(null);
              },
              onError: (error) => failed(error, 'Failed to decline the quotation'),
            },
          );
        }}
      />
    );
  }

  const pending = list.filter((response) => response.status === 'pending').length;
  return (
    <Stack gap="4">
      <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ sm: 'end' }} gap="3">
        <Text textStyle="sm" color="fg.muted" aria-live="polite">
          {list.length} {list.length === 1 ? 'quotation' : 'quotations'}
          {pending > 0 && `, ${pending} waiting for your decision`}
        </Text>
        <HStack gap="2">
          <chakra.label htmlFor={currencyId} textStyle="sm" whiteSpace="nowrap">
            Compare in
          </chakra.label>
          <NativeSelect.Root size="sm" width="auto">
            <NativeSelect.Field
              id={currencyId}
              value={currency}
              onChange={(event) => setChosen(event.target.value as TradeCurrency)}
            >
              {TRADE_CURRENCIES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
      </Stack>
      <Text textStyle="xs" color="fg.muted">
        Prices are converted to {currency} at the stated rates of {RATES_DATE} (per 1 {EXCHANGE_RATES.base}:{' '}
        {TRADE_CURRENCIES.filter((code) => code !== EXCHANGE_RATES.base)
          .map((code) => `${EXCHANGE_RATES.perUsd[code]} ${code}`)
          .join(', ')}
        ), not a bank’s rate: the quoted price is what the exporter offers.
      </Text>
      <QuotationComparison
        responses={list}
        rows={quotationRows(currency, lowestPriced(list, currency), requirement.destination)}
        onAction={onAction}
        opening={accept.isPending && !confirm ? (accept.variables?.responseId ?? null) : null}
      />
    </Stack>
  );
}

/** View Responses: the exporters' quotations on one requirement compared side by side, accepted or declined. */
export function QuotationsDialog({ open, onOpenChange, requirement }: Props) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="center"
      size={{ base: 'full', md: 'xl' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {/* Room for the close button beside a long title. */}
            <Dialog.Header pe="12">
              <Dialog.Title>Responses: {requirement?.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Box>
                {requirement && open && (
                  <QuotationsBody requirement={requirement} onClose={() => onOpenChange(false)} />
                )}
              </Box>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Close</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
