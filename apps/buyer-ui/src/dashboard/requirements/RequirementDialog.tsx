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
import { PAYMENT_TERMS, REQUIREMENT_LIMITS, REQUIREMENT_MESSAGES } from '@ped/contracts/options';
import { apiErrorMessage, toast, useQuery } from '@ped/web-kit';
import { FormField, useValidatedForm } from '@ped/web-kit/forms';
import { useId } from 'react';
import {
  EMPTY_REQUIREMENT,
  fromRequirement,
  toRequirementCommand,
  validateRequirement,
} from './requirementForm';
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

/** The form inside the dialog: mounted per opening target, so it starts from that requirement (or empty). */
function RequirementForm({
  requirement,
  onDone,
}: {
  requirement: BuyerRequirementDto | null;
  onDone: () => void;
}) {
  const editing = requirement !== null;
  const form = useValidatedForm(
    requirement ? fromRequirement(requirement) : EMPTY_REQUIREMENT,
    validateRequirement,
  );
  const save = useSaveRequirement();
  const categories = useCategoryOptions();
  const { pathname, search } = useLocation();
  const publicHelpId = useId();
  const failed = editing ? 'Failed to update requirement' : REQUIREMENT_MESSAGES.failed;
  // A term the buyer typed elsewhere (the API takes free text) stays a choice when editing.
  const paymentTerms = [...PAYMENT_TERMS, form.values.paymentTerms].filter(
    (term, index, all) => term && all.indexOf(term) === index,
  );

  const submit = form.handleSubmit(
    (values) =>
      save.mutate(
        { id: requirement?.id, command: toRequirementCommand(values) },
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
            void toast({
              title: 'Error',
              description: apiErrorMessage(error, failed),
              variant: 'destructive',
            });
          },
        },
      ),
    () =>
      void toast({
        title: 'Missing Information',
        description: REQUIREMENT_MESSAGES.missingInformation,
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
            placeholder="e.g. 20 tons of basmati rice"
            maxLength={REQUIREMENT_LIMITS.title}
            markRequired
            {...form.field('title')}
          />
          <FormField
            label="Description"
            type="textarea"
            rows={4}
            maxLength={REQUIREMENT_LIMITS.description}
            placeholder="Product, grade, packaging, specifications…"
            markRequired
            {...form.field('description')}
          />
          <FormField
            label="Category"
            type="select"
            options={categories.options}
            emptyOption={categories.isPending ? 'Loading categories…' : 'No category'}
            helper={
              categories.isError ? 'The categories could not be loaded; you can post without one.' : undefined
            }
            required={false}
            {...form.field('categoryId')}
          />
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <FormField
              label="Quantity"
              placeholder="e.g. 2 containers"
              maxLength={REQUIREMENT_LIMITS.quantity}
              required={false}
              {...form.field('quantity')}
            />
            <FormField
              label="Budget Range"
              placeholder="e.g. $10,000 – $15,000"
              maxLength={REQUIREMENT_LIMITS.budgetRange}
              required={false}
              {...form.field('budgetRange')}
            />
            <FormField
              label="Timeline"
              placeholder="e.g. Within 2 months"
              maxLength={REQUIREMENT_LIMITS.timeline}
              required={false}
              {...form.field('timeline')}
            />
            <FormField
              label="Delivery Location"
              placeholder="e.g. Hamburg, Germany"
              maxLength={REQUIREMENT_LIMITS.deliveryLocation}
              required={false}
              {...form.field('deliveryLocation')}
            />
          </SimpleGrid>
          <FormField
            label="Payment Terms"
            type="select"
            options={paymentTerms}
            emptyOption="Select…"
            required={false}
            {...form.field('paymentTerms')}
          />
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

/** The Post Requirement dialog (spec fields), also used to edit one of the buyer's requirements. */
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
