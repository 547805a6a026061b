import {
  Box,
  Button,
  chakra,
  CloseButton,
  Portal,
  SimpleGrid,
  Stack,
  Text,
  useLocation,
} from '@ped/web-kit/ui';
import { Dialog, Switch } from '@ped/web-kit/ui-overlays';
import type { BuyerRequirementDto, CategoryDto } from '@ped/contracts/catalog';
import { OPEN_DAYS_WITHOUT_DEADLINE, todayUtc } from '@ped/contracts/catalog';
import {
  TRADE_TERMS_LIMITS,
  INCOTERMS,
  PAYMENT_TERMS,
  QUANTITY_UNITS,
  TRADE_CURRENCIES,
  REQUIREMENT_LIMITS,
  REQUIREMENT_MESSAGES,
} from '@ped/contracts/options';
import { apiErrorMessage, isApiError, toast, useQuery } from '@ped/web-kit';
import { FormField, useValidatedForm } from '@ped/web-kit/forms';
import { useId, useState } from 'react';
import {
  EMPTY_REQUIREMENT,
  fromRequirement,
  specFieldName,
  toRequirementCommand,
  validateRequirement,
} from './requirementForm';
import { TemplateFields } from './TemplateFields';
import { useRequirementTemplates } from './useRequirementTemplates';
import { handleSessionExpired } from './sessionExpired';
import { useSaveRequirement } from './useRequirements';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The requirement to edit; none to post a new one. */
  requirement: BuyerRequirementDto | null;
  /** Counts the openings: each starts a fresh form. */
  session: number;
}

function useCategoryOptions() {
  const { data, isPending, isError } = useQuery<CategoryDto[]>({ queryKey: ['/api/categories'] });
  const options = (data ?? []).map((category) => ({ value: String(category.id), label: category.name }));
  return { options, isPending, isError };
}

/** Today (UTC) as the date input's lower bound: the server's first allowed deadline. */
const minDeadline = () => todayUtc();

/** The form inside the dialog: mounted per opening target, so it starts from that requirement (or empty). */
function RequirementForm({
  requirement,
  onDone,
}: {
  requirement: BuyerRequirementDto | null;
  onDone: () => void;
}) {
  const editing = requirement !== null;
  const savedDeadline = requirement?.deadline ?? null;
  const templates = useRequirementTemplates();
  const form = useValidatedForm(requirement ? fromRequirement(requirement) : EMPTY_REQUIREMENT, (values) =>
    validateRequirement(values, templates.templateOf(values.categoryId), savedDeadline),
  );
  // The server's refusals of template answers (`specValues.<key>`), shown until that answer changes.
  const [specServerErrors, setSpecServerErrors] = useState<Record<string, string>>({});
  const save = useSaveRequirement();
  const categories = useCategoryOptions();
  const { pathname, search } = useLocation();
  const publicHelpId = useId();
  const failed = editing ? 'Failed to update requirement' : REQUIREMENT_MESSAGES.failed;
  const template = templates.templateOf(form.values.categoryId);
  const errors = form.errors as Record<string, string | undefined>;
  // A term the buyer typed elsewhere (the API takes free text) stays a choice when editing.
  const paymentTerms = [...PAYMENT_TERMS, form.values.paymentTerms].filter(
    (term, index, all) => term && all.indexOf(term) === index,
  );

  /** Another category asks other questions: the answers it does not ask for are dropped. */
  const chooseCategory = (categoryId: string) => {
    const keys = new Set(templates.templateOf(categoryId)?.fields.map((field) => field.key) ?? []);
    form.setField('categoryId', categoryId);
    form.setField(
      'specValues',
      Object.fromEntries(Object.entries(form.values.specValues).filter(([key]) => keys.has(key))),
    );
    setSpecServerErrors({});
  };

  const answer = (key: string, value: string | string[]) => {
    form.setField('specValues', { ...form.values.specValues, [key]: value });
    setSpecServerErrors((current) => {
      const rest = { ...current };
      delete rest[specFieldName(key)];
      return rest;
    });
  };

  const submit = form.handleSubmit(
    (values) =>
      save.mutate(
        {
          id: requirement?.id,
          command: toRequirementCommand(values, templates.templateOf(values.categoryId), savedDeadline),
        },
        {
          onSuccess: () => {
            void toast(
              editing
                ? { title: 'Requirement Updated', description: 'Your changes have been saved.' }
                : {
                    title: REQUIREMENT_MESSAGES.posted,
                    description: 'Exporters can now see your requirement and send quotes.',
                  },
            );
            form.reset();
            onDone();
          },
          onError: (error) => {
            if (handleSessionExpired(error, pathname + search)) return;
            form.showServerErrors(error);
            if (isApiError(error)) {
              setSpecServerErrors(
                Object.fromEntries(
                  Object.entries(error.fieldErrors()).filter(([field]) => field.startsWith('specValues.')),
                ),
              );
            }
            void toast({
              title: 'Error',
              description: apiErrorMessage(error, failed),
              variant: 'destructive',
            });
          },
        },
      ),
    (found) =>
      void toast({
        title: 'Missing Information',
        description:
          'title' in found || 'description' in found
            ? REQUIREMENT_MESSAGES.missingInformation
            : 'Please complete the highlighted fields.',
        variant: 'destructive',
      }),
  );

  return (
    // `contents`: the header, body and footer stay the dialog's own rows (its body scrolls between them).
    <chakra.form onSubmit={submit} noValidate display="contents">
      <Dialog.Header>
        <Dialog.Title>{editing ? 'Edit Requirement' : 'Post a Buying Requirement'}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <Text textStyle="sm" color="fg.muted">
            Tell exporters what you need. Fields marked with * are required.
          </Text>
          <FormField
            label="Title"
            placeholder="e.g. 1121 basmati, 2 containers"
            maxLength={REQUIREMENT_LIMITS.title}
            markRequired
            {...form.field('title')}
          />
          <FormField
            label="Description"
            type="textarea"
            rows={3}
            maxLength={REQUIREMENT_LIMITS.description}
            placeholder="Grade, packaging, labelling…"
            markRequired
            {...form.field('description')}
          />
          <FormField
            label="Category"
            type="select"
            options={categories.options}
            emptyOption={categories.isPending ? 'Loading categories…' : 'No category'}
            helper={
              categories.isError
                ? 'The categories could not be loaded; you can post without one.'
                : 'A category brings the details its exporters need to quote.'
            }
            required={false}
            {...form.field('categoryId')}
            onChange={chooseCategory}
          />
          {form.values.categoryId && templates.isPending && (
            <Text textStyle="sm" color="fg.muted" aria-live="polite">
              Loading the category’s details…
            </Text>
          )}
          {form.values.categoryId && templates.isError && (
            <Text textStyle="sm" color="fg.error" role="alert">
              The category’s details could not be loaded.{' '}
              <Button variant="plain" size="sm" p="0" h="auto" onClick={() => templates.refetch()}>
                Try again
              </Button>
            </Text>
          )}
          {template && (
            <TemplateFields
              categoryName={template.categoryName}
              fields={template.fields}
              values={form.values.specValues}
              onChange={answer}
              errors={{ ...errors, ...specServerErrors }}
            />
          )}
          <Text textStyle="sm" color="fg.muted">
            The details below are optional, but with the quantity, Incoterm, destination and deadline
            exporters can quote at once; without them your request is shown to exporters as less detailed.
          </Text>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <FormField
              label="Quantity"
              placeholder="e.g. 50"
              inputMode="decimal"
              required={false}
              {...form.field('quantityAmount')}
            />
            <FormField
              label="Unit"
              type="select"
              options={QUANTITY_UNITS}
              emptyOption="Select…"
              required={false}
              {...form.field('quantityUnit')}
            />
            <FormField
              label="Incoterm"
              type="select"
              options={INCOTERMS}
              emptyOption="Select…"
              required={false}
              {...form.field('incoterm')}
            />
            <FormField
              label="Destination"
              placeholder="Port or country"
              maxLength={TRADE_TERMS_LIMITS.destination}
              required={false}
              {...form.field('destination')}
            />
            <FormField
              label="Target Price (per unit)"
              placeholder="Optional"
              inputMode="decimal"
              required={false}
              {...form.field('targetPrice')}
            />
            <FormField
              label="Currency"
              type="select"
              options={TRADE_CURRENCIES}
              required={false}
              {...form.field('targetCurrency')}
            />
            <FormField
              label="Deadline"
              type="date"
              helper={`The last day you want quotes; without one, quotes come for ${OPEN_DAYS_WITHOUT_DEADLINE} days.`}
              required={false}
              min={minDeadline()}
              {...form.field('deadline')}
            />
            <FormField
              label="Payment Terms"
              type="select"
              options={paymentTerms}
              emptyOption="Select…"
              required={false}
              {...form.field('paymentTerms')}
            />
            <FormField
              label="Budget Range"
              placeholder="e.g. $40,000 in total"
              maxLength={REQUIREMENT_LIMITS.budgetRange}
              required={false}
              {...form.field('budgetRange')}
            />
            <FormField
              label="Timeline"
              placeholder="e.g. Monthly from March"
              maxLength={REQUIREMENT_LIMITS.timeline}
              required={false}
              {...form.field('timeline')}
            />
          </SimpleGrid>
          <Box>
            <Switch.Root
              name="isPublic"
              checked={form.values.isPublic}
              onCheckedChange={(details) => form.setField('isPublic', details.checked)}
              colorPalette="brand"
            >
              <Switch.HiddenInput aria-describedby={publicHelpId} />
              <Switch.Control>
                <Switch.Thumb />
              </Switch.Control>
              <Switch.Label>Public requirement</Switch.Label>
            </Switch.Root>
            <Text id={publicHelpId} textStyle="sm" color="fg.muted" mt="1">
              Public requirements are shown to exporters in the directory so they can send you quotes.
            </Text>
          </Box>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline">Cancel</Button>
        </Dialog.ActionTrigger>
        <Button type="submit" colorPalette="brand" loading={save.isPending} loadingText="Saving…">
          {editing ? 'Save Changes' : 'Post Requirement'}
        </Button>
      </Dialog.Footer>
    </chakra.form>
  );
}

/** The Post Requirement dialog (spec fields and the category's template), also used to edit one of the buyer's requirements. */
export function RequirementDialog({ open, onOpenChange, requirement, session }: Props) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="center"
      size="lg"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <RequirementForm key={session} requirement={requirement} onDone={() => onOpenChange(false)} />
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
