import {
  Box,
  Button,
  chakra,
  CloseButton,
  HStack,
  IconButton,
  Link,
  Portal,
  RouterLink,
  SimpleGrid,
  Stack,
  Text,
} from '@ped/web-kit/ui';
import { Alert, Field, Input } from '@ped/web-kit/ui-lazy';
import { Dialog, useLastValue } from '@ped/web-kit/ui-overlays';
import { todayUtc, type QuotationDto } from '@ped/contracts/catalog';
import {
  TRADE_TERMS_LIMITS as LIMIT,
  INCOTERMS,
  QUANTITY_UNITS,
  TRADE_CURRENCIES,
  type Incoterm,
  type QuantityUnit,
  type TradeCurrency,
} from '@ped/contracts/options';
import { apiErrorMessage, isApiError, toast } from '@ped/web-kit';
import { FormField, useValidatedForm, type TextFieldName } from '@ped/web-kit/forms';
import { useId, useState } from 'react';
import { PLANS_PATH } from '../plansPath';
import {
  fromQuotation,
  newQuotation,
  toQuotationCommand,
  validateQuotation,
  type QuotationValues,
} from './quotationForm';
import { useSubmitQuotation } from './useOpenRequirements';

/** The request a quotation answers: what the form needs of it. */
export interface QuotationTarget {
  requirementId: number;
  title: string;
  quantityUnit: QuantityUnit | null;
  incoterm: Incoterm | null;
  targetCurrency: TradeCurrency | null;
  /** The exporter's pending quotation to edit; null for a new one. */
  response: QuotationDto | null;
}

interface Props {
  target: QuotationTarget | null;
  /** Counts the openings: each starts a fresh form. */
  session: number;
  onOpenChange: (open: boolean) => void;
}

/** The price tiers: rows of "from quantity" and "unit price", added and removed, with the field's one message. */
function PriceTiers({
  tiers,
  unit,
  error,
  onChange,
}: {
  tiers: QuotationValues['priceTiers'];
  unit: string;
  error?: string;
  onChange: (tiers: QuotationValues['priceTiers']) => void;
}) {
  const errorId = useId();
  const set = (index: number, key: 'minQuantity' | 'unitPrice', value: string) =>
    onChange(tiers.map((tier, i) => (i === index ? { ...tier, [key]: value } : tier)));
  return (
    <chakra.fieldset minW="0">
      <chakra.legend fontWeight="medium" textStyle="sm" mb="1">
        Price tiers
      </chakra.legend>
      <Text textStyle="sm" color="fg.muted" mb="2">
        Lower prices for larger orders, in ascending quantities (optional).
      </Text>
      <Stack gap="2">
        {tiers.map((tier, index) => (
          <HStack key={index} gap="2" align="end">
            <Field.Root invalid={Boolean(error)} flex="1">
              <Field.Label textStyle="xs">From ({unit || 'units'})</Field.Label>
              <Input
                name="priceTiers"
                inputMode="decimal"
                value={tier.minQuantity}
                onChange={(event) => set(index, 'minQuantity', event.target.value)}
                aria-describedby={error ? errorId : undefined}
              />
            </Field.Root>
            <Field.Root invalid={Boolean(error)} flex="1">
              <Field.Label textStyle="xs">Unit price</Field.Label>
              <Input
                inputMode="decimal"
                value={tier.unitPrice}
                onChange={(event) => set(index, 'unitPrice', event.target.value)}
                aria-describedby={error ? errorId : undefined}
              />
            </Field.Root>
            <IconButton
              variant="ghost"
              aria-label={`Remove price tier ${index + 1}`}
              onClick={() => onChange(tiers.filter((_, i) => i !== index))}
            >
              ×
            </IconButton>
          </HStack>
        ))}
        {error && (
          <Text id={errorId} textStyle="sm" color="fg.error">
            {error}
          </Text>
        )}
        <Box>
          <Button
            size="sm"
            variant="outline"
            disabled={tiers.length >= LIMIT.priceTiers}
            onClick={() => onChange([...tiers, { minQuantity: '', unitPrice: '' }])}
          >
            Add price tier
          </Button>
        </Box>
      </Stack>
    </chakra.fieldset>
  );
}

/** The server's refusal of the whole quotation (plan limit, closed, expired, decided), shown in the form. */
function Refusal({ error }: { error: unknown }) {
  const reason = isApiError(error) ? error.reason : undefined;
  return (
    <Alert.Root status="error" variant="subtle">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>
          {apiErrorMessage(error, 'Failed to send the quotation')}
          {reason === 'PLAN_LIMIT_REACHED' && (
            <>
              {' '}
              <Link asChild variant="underline" fontWeight="medium">
                <RouterLink to={PLANS_PATH}>See the plans</RouterLink>
              </Link>
            </>
          )}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

function QuotationForm({ target, onDone }: { target: QuotationTarget; onDone: () => void }) {
  const editing = target.response !== null;
  const form = useValidatedForm<QuotationValues>(
    target.response ? fromQuotation(target.response) : newQuotation(target),
    validateQuotation,
  );
  const submitQuotation = useSubmitQuotation();
  const [refusal, setRefusal] = useState<unknown>(null);

  const submit = form.handleSubmit((values) => {
    setRefusal(null);
    submitQuotation.mutate(
      { requirementId: target.requirementId, quote: toQuotationCommand(values) },
      {
        onSuccess: ({ created }) => {
          void toast({
            title: created ? 'Quotation sent' : 'Quotation updated',
            description: 'The buyer compares it with the others and can accept it until it expires.',
          });
          onDone();
        },
        onError: (error) => {
          const named = form.showServerErrors(error);
          // The tiers' messages name a tier ("priceTiers.1.unitPrice"): the list shows its one message.
          const tiers = isApiError(error)
            ? Object.entries(error.fieldErrors()).find(([field]) => field.startsWith('priceTiers'))
            : undefined;
          if (tiers) form.showFieldError('priceTiers' as TextFieldName<QuotationValues>, tiers[1]);
          if (!named && !tiers) setRefusal(error);
          void toast({
            title: 'Error',
            description: apiErrorMessage(error, 'Failed to send the quotation'),
            variant: 'destructive',
          });
        },
      },
    );
  });

  return (
    <chakra.form onSubmit={submit} noValidate display="contents">
      <Dialog.Header>
        <Dialog.Title>{editing ? 'Edit your quotation' : 'Send a quotation'}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <Text textStyle="sm" color="fg.muted">
            For “{target.title}”. Fields marked with * are required.
          </Text>
          {refusal !== null && <Refusal error={refusal} />}
          <FormField
            label="Message to the buyer"
            type="textarea"
            rows={4}
            maxLength={LIMIT.quotationMessage}
            placeholder="Product, quality, packing, payment…"
            markRequired
            {...form.field('message')}
          />
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
            <FormField label="Unit price" inputMode="decimal" markRequired {...form.field('unitPrice')} />
            <FormField
              label="Currency"
              type="select"
              options={TRADE_CURRENCIES}
              markRequired
              {...form.field('currency')}
            />
            <FormField
              label="Per unit"
              type="select"
              options={QUANTITY_UNITS}
              emptyOption="Select…"
              markRequired
              {...form.field('unit')}
            />
          </SimpleGrid>
          <PriceTiers
            tiers={form.values.priceTiers}
            unit={form.values.unit}
            error={form.errors.priceTiers}
            onChange={(tiers) => form.setField('priceTiers', tiers)}
          />
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <FormField
              label="Minimum order"
              inputMode="decimal"
              required={false}
              helper={form.values.unit ? `In ${form.values.unit}` : undefined}
              {...form.field('minimumOrder')}
            />
            <FormField
              label="Lead time (days)"
              inputMode="numeric"
              markRequired
              {...form.field('leadTimeDays')}
            />
            <FormField
              label="Incoterm"
              type="select"
              options={INCOTERMS}
              emptyOption="Select…"
              markRequired
              {...form.field('incoterm')}
            />
            <FormField
              label="Port of loading"
              placeholder="e.g. Karachi"
              maxLength={LIMIT.portOfLoading}
              required={false}
              {...form.field('portOfLoading')}
            />
            <FormField
              label="Valid until"
              type="date"
              min={todayUtc()}
              markRequired
              {...form.field('validUntil')}
            />
          </SimpleGrid>
          <FormField
            label="Attachment links"
            type="textarea"
            rows={2}
            required={false}
            placeholder="https://…"
            helper={`One link a line, up to ${LIMIT.attachments} (a catalogue, a spec sheet).`}
            {...form.field('attachments')}
          />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline">Cancel</Button>
        </Dialog.ActionTrigger>
        <Button type="submit" colorPalette="brand" loading={submitQuotation.isPending} loadingText="Sending…">
          {editing ? 'Save quotation' : 'Send quotation'}
        </Button>
      </Dialog.Footer>
    </chakra.form>
  );
}

/** The quote form: a new quotation to a requirement, or the exporter's pending one edited. */
export function QuotationDialog({ target, session, onOpenChange }: Props) {
  const shown = useLastValue(target);
  return (
    <Dialog.Root
      open={target !== null}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="center"
      size={{ base: 'full', sm: 'lg' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {shown && <QuotationForm key={session} target={shown} onDone={() => onOpenChange(false)} />}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
