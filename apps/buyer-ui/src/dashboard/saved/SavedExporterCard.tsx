import { formatDate } from '@ped/contracts/format';
import {
  Badge,
  Button,
  Card,
  Heading,
  HStack,
  RouterLink,
  Stack,
  Text,
  VisuallyHidden,
} from '@ped/web-kit/ui';
import { Checkbox, ConfirmDialog } from '@ped/web-kit/ui-overlays';
import { apiErrorMessage, toast } from '@ped/web-kit';
import { MapPinIcon } from '@ped/web-kit/icons';
import type { SavedExporterDto } from '@ped/contracts/catalog';
import { useRef, useState } from 'react';
import { ExporterLogo } from '../../compare/ExporterLogo';
import { cutText, DESCRIPTION_PREVIEW_LENGTH } from './cutText';
import { SavedExporterNotes } from './SavedExporterNotes';
import { useRemoveSaved } from './useSavedExporters';

interface Props {
  saved: SavedExporterDto;
  /** Picked for comparison; `canPick` is false once the most that can be compared are picked. */
  picked: boolean;
  canPick: boolean;
  onPickedChange: (picked: boolean) => void;
}

/**
 * One saved exporter (spec: logo, company, Verified, city and country, description cut to 200 characters,
 * personal notes, saved date, View Profile, Contact) with Remove and a box to pick it for comparison.
 */
export function SavedExporterCard({ saved, picked, canPick, onPickedChange }: Props) {
  const { exporter } = saved;
  const remove = useRemoveSaved(exporter.id);
  const [confirming, setConfirming] = useState(false);
  const removeButton = useRef<HTMLButtonElement>(null);
  const headingId = `saved-exporter-${exporter.id}`;
  const place = [exporter.city, exporter.country].filter(Boolean).join(', ');

  return (
    <Card.Root
      as="article"
      aria-labelledby={headingId}
      variant="outline"
      h="full"
      data-testid="saved-exporter"
    >
      <Card.Body gap="3">
        <HStack align="start" gap="3">
          <ExporterLogo companyName={exporter.companyName} logoUrl={exporter.logoUrl} boxSize="11" />
          <Stack gap="1" minW="0" flex="1">
            <Heading id={headingId} as="h3" size="md" lineClamp={2}>
              {exporter.companyName}
            </Heading>
            {place && (
              <HStack gap="1" color="fg.muted" textStyle="sm">
                <MapPinIcon boxSize="3.5" aria-hidden />
                <Text>{place}</Text>
              </HStack>
            )}
          </Stack>
          <Checkbox.Root
            checked={picked}
            disabled={!picked && !canPick}
            onCheckedChange={(details) => onPickedChange(details.checked === true)}
            colorPalette="brand"
            size="sm"
            flexShrink={0}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>
              Compare<VisuallyHidden> {exporter.companyName}</VisuallyHidden>
            </Checkbox.Label>
          </Checkbox.Root>
        </HStack>
        {exporter.isVerified && (
          <Badge colorPalette="green" variant="solid" alignSelf="start">
            Verified
          </Badge>
        )}
        <Text color="fg.muted" textStyle="sm">
          {exporter.description
            ? cutText(exporter.description, DESCRIPTION_PREVIEW_LENGTH)
            : 'No description provided yet.'}
        </Text>
        <SavedExporterNotes exporterId={exporter.id} companyName={exporter.companyName} notes={saved.notes} />
        <Text textStyle="xs" color="fg.muted">
          Saved on {formatDate(saved.createdAt)}
        </Text>
      </Card.Body>
      <Card.Footer gap="2" flexWrap="wrap" alignItems="center">
        <Button asChild colorPalette="brand" size="sm">
          <RouterLink to={`/exporters/${exporter.id}`} aria-label={`View Profile of ${exporter.companyName}`}>
            View Profile
          </RouterLink>
        </Button>
        <Button asChild variant="outline" colorPalette="brand" size="sm">
          {/* A new conversation with the exporter (its Cancel comes back here). */}
          <RouterLink
            to={`/messages?exporterId=${exporter.id}`}
            state={{ fromContact: true }}
            aria-label={`Contact ${exporter.companyName}`}
          >
            Contact
          </RouterLink>
        </Button>
        <Button
          ref={removeButton}
          size="sm"
          variant="ghost"
          colorPalette="red"
          aria-label={`Remove ${exporter.companyName}`}
          onClick={() => setConfirming(true)}
        >
          Remove
        </Button>
        <ConfirmDialog
          open={confirming}
          onClose={() => setConfirming(false)}
          title="Remove from saved?"
          confirmLabel="Remove"
          cancelLabel="Keep"
          pending={remove.isPending}
          finalFocusEl={() => removeButton.current}
          onConfirm={() =>
            remove.mutate(undefined, {
              onSuccess: () => setConfirming(false),
              onError: (error) =>
                void toast({
                  title: 'Error',
                  description: apiErrorMessage(error, 'Failed to remove the exporter. Please try again.'),
                  variant: 'destructive',
                }),
            })
          }
        >
          {exporter.companyName} leaves your saved exporters
          {saved.notes ? ', and your notes on it are deleted.' : '.'}
        </ConfirmDialog>
      </Card.Footer>
    </Card.Root>
  );
}
