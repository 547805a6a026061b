import { Box, Button, HStack, SimpleGrid, Stack, Text } from '@ped/web-kit/ui';
import { toast } from '@ped/web-kit';
import { FormField, useValidatedForm } from '@ped/web-kit/forms';
import { PROFILE_FIELDS, toProfilePayload, validateProfile, type ProfileValues } from './profileValues';
import { useSaveProfile } from './useWorkspace';

// Spec §8's toasts of the two modes.
const TOASTS = {
  create: { success: 'Exporter profile created successfully!', failure: 'Failed to create exporter profile' },
  update: { success: 'Profile updated successfully!', failure: 'Failed to update profile' },
} as const;

interface Props {
  mode: 'create' | 'update';
  initial: ProfileValues;
  submitLabel: string;
  /** Edit mode's way back to the view (the create form has none). */
  onCancel?: () => void;
  onSaved?: () => void;
}

/** The exporter profile (ExporterProfileCommand): created from the dashboard or edited in its Profile tab. */
export function ProfileForm({ mode, initial, submitLabel, onCancel, onSaved }: Props) {
  const form = useValidatedForm(initial, validateProfile);
  const save = useSaveProfile(mode);

  const submit = form.handleSubmit((values) =>
    save.mutate(toProfilePayload(values), {
      onSuccess: () => {
        toast({ title: TOASTS[mode].success });
        onSaved?.();
      },
      onError: (error) => {
        form.showServerErrors(error);
        toast({ title: 'Error', description: TOASTS[mode].failure, variant: 'destructive' });
      },
    }),
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={mode === 'create' ? 'Create exporter profile' : 'Edit exporter profile'}
    >
      <Stack gap="6">
        <Text textStyle="sm" color="fg.muted">
          Fields marked with * are required.
        </Text>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {PROFILE_FIELDS.map(({ name, required = false, wide, ...spec }) => (
            <Box key={name} gridColumn={wide ? { md: 'span 2' } : undefined}>
              <FormField
                {...spec}
                {...form.field(name)}
                required={required}
                markRequired
                emptyOption={spec.type === 'select' ? 'Select…' : undefined}
              />
            </Box>
          ))}
        </SimpleGrid>
        <HStack gap="3" flexWrap="wrap">
          <Button type="submit" colorPalette="brand" loading={save.isPending} loadingText="Saving…">
            {submitLabel}
          </Button>
          {onCancel && (
            <Button variant="outline" onClick={onCancel} disabled={save.isPending}>
              Cancel
            </Button>
          )}
        </HStack>
      </Stack>
    </form>
  );
}
