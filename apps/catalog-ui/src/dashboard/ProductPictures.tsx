import { MEDIA_MESSAGES, MEDIA_UPLOAD_MAX_BYTES, mediaSrcSet, PRODUCT_LIMITS } from '@ped/contracts/options';
import { apiErrorMessage, toast } from '@ped/web-kit';
import { ChevronDownIcon } from '@ped/web-kit/icons';
import {
  Badge,
  Box,
  Button,
  CloseButton,
  HStack,
  IconButton,
  Image,
  Spinner,
  Stack,
  Text,
} from '@ped/web-kit/ui';
import { Fieldset } from '@ped/web-kit/ui-lazy';
import { useCallback, useId, useRef, useState } from 'react';
import { IMAGE_ACCEPT, uploadImage } from './mediaUpload';

const UPLOAD_PATH = '/api/my-exporter/product-images';

/** A picture of the form: uploading (no url yet) or stored. */
interface Slot {
  key: number;
  url: string | null;
}

/**
 * A product form's pictures: files are uploaded as soon as they are chosen (several at once), and the
 * exporter orders and removes them before saving; the first is the cover. `images` is what the product's
 * command sends; `uploading` holds the save back until every chosen file is stored.
 */
export function useProductPictures(initial: readonly string[] = []) {
  const next = useRef(0);
  const newKey = () => (next.current += 1);
  // The pictures already stored count down from -1, uploads up from 1: keys never meet.
  const [slots, setSlots] = useState<Slot[]>(() => initial.map((url, index) => ({ key: -1 - index, url })));

  const add = useCallback(
    (files: File[]) => {
      const room = PRODUCT_LIMITS.images - slots.length;
      if (files.length > room)
        toast({
          title: 'Error',
          description: `A product has at most ${PRODUCT_LIMITS.images} pictures`,
          variant: 'destructive',
        });
      for (const file of files.slice(0, Math.max(room, 0))) {
        if (file.size > MEDIA_UPLOAD_MAX_BYTES) {
          toast({
            title: 'Error',
            description: `${file.name}: ${MEDIA_MESSAGES.tooLarge}`,
            variant: 'destructive',
          });
          continue;
        }
        const key = newKey();
        setSlots((current) => [...current, { key, url: null }]);
        uploadImage(UPLOAD_PATH, file).then(
          ({ url }) => setSlots((current) => current.map((slot) => (slot.key === key ? { key, url } : slot))),
          (error: unknown) => {
            setSlots((current) => current.filter((slot) => slot.key !== key));
            toast({
              title: 'Error',
              description: `${file.name}: ${apiErrorMessage(error, 'Failed to upload the image')}`,
              variant: 'destructive',
            });
          },
        );
      }
    },
    [slots.length],
  );

  const move = (index: number, by: -1 | 1) =>
    setSlots((current) => {
      const target = index + by;
      if (target < 0 || target >= current.length) return current;
      const moved = [...current];
      [moved[index], moved[target]] = [moved[target]!, moved[index]!];
      return moved;
    });
  const remove = (key: number) => setSlots((current) => current.filter((slot) => slot.key !== key));
  const reset = () => setSlots([]);

  const images = slots.flatMap((slot) => (slot.url ? [slot.url] : []));
  const uploading = slots.length - images.length;
  return { slots, images, uploading, add, move, remove, reset };
}

export type ProductPicturesState = ReturnType<typeof useProductPictures>;

const ARROW = { left: 'rotate(90deg)', right: 'rotate(-90deg)' } as const;

/** The pictures of a product form: thumbnails in order, the cover marked, each moved or removed by button. */
export function ProductPictures({
  pictures,
  productName,
}: {
  pictures: ProductPicturesState;
  productName: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const { slots } = pictures;
  const full = slots.length >= PRODUCT_LIMITS.images;
  const what = productName.trim() || 'the product';

  return (
    <Fieldset.Root aria-describedby={hintId}>
      <Fieldset.Legend textStyle="sm" fontWeight="medium">
        Pictures
      </Fieldset.Legend>
      <Text id={hintId} textStyle="xs" color="fg.muted">
        Up to {PRODUCT_LIMITS.images} pictures; the first is the cover buyers see in lists. JPEG, PNG or WebP,
        at most 5 MB each.
      </Text>
      {slots.length > 0 && (
        <HStack as="ol" listStyleType="none" wrap="wrap" gap="3" aria-label={`Pictures of ${what}`}>
          {slots.map((slot, index) => {
            const label = `Picture ${index + 1} of ${slots.length}`;
            return (
              <Stack
                as="li"
                key={slot.key}
                gap="1"
                w="36"
                aria-label={index === 0 ? `${label}, the cover` : label}
              >
                <Box
                  position="relative"
                  borderRadius="l2"
                  overflow="hidden"
                  bg="bg.muted"
                  aspectRatio={16 / 10}
                >
                  {slot.url ? (
                    <Image
                      src={slot.url}
                      srcSet={mediaSrcSet(slot.url)}
                      sizes="144px"
                      alt=""
                      w="full"
                      h="full"
                      objectFit="cover"
                    />
                  ) : (
                    <Stack h="full" align="center" justify="center" gap="1" role="status">
                      <Spinner size="sm" />
                      <Text textStyle="xs">Uploading…</Text>
                    </Stack>
                  )}
                  {index === 0 && (
                    <Badge
                      position="absolute"
                      top="1"
                      left="1"
                      colorPalette="brand"
                      variant="solid"
                      size="sm"
                    >
                      Cover
                    </Badge>
                  )}
                </Box>
                <HStack gap="1" justify="space-between">
                  <HStack gap="1">
                    <IconButton
                      size="2xs"
                      variant="outline"
                      aria-label={`Move picture ${index + 1} earlier`}
                      disabled={index === 0}
                      onClick={() => pictures.move(index, -1)}
                    >
                      <ChevronDownIcon transform={ARROW.left} />
                    </IconButton>
                    <IconButton
                      size="2xs"
                      variant="outline"
                      aria-label={`Move picture ${index + 1} later`}
                      disabled={index === slots.length - 1}
                      onClick={() => pictures.move(index, 1)}
                    >
                      <ChevronDownIcon transform={ARROW.right} />
                    </IconButton>
                  </HStack>
                  <CloseButton
                    size="2xs"
                    variant="outline"
                    aria-label={`Remove picture ${index + 1}`}
                    onClick={() => pictures.remove(slot.key)}
                  />
                </HStack>
              </Stack>
            );
          })}
        </HStack>
      )}
      <input
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        multiple
        hidden
        aria-label={`Add pictures of ${what}`}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          pictures.add(files);
        }}
      />
      <Button
        size="sm"
        variant="outline"
        alignSelf="flex-start"
        disabled={full}
        onClick={() => input.current?.click()}
      >
        {slots.length === 0 ? 'Add pictures' : 'Add more pictures'}
      </Button>
    </Fieldset.Root>
  );
}
