import type { MediaUploadResultDto } from '@ped/contracts/catalog';
import { MEDIA_MESSAGES, MEDIA_UPLOAD_FIELD, MEDIA_UPLOAD_MAX_BYTES } from '@ped/contracts/options';
import { apiErrorMessage, throwIfResNotOk, toast, useInvalidatingMutation } from '@ped/web-kit';
import { Button, Stack, Text } from '@ped/web-kit/ui';
import { useRef } from 'react';

const ACCEPT = 'image/jpeg,image/png,image/webp';

/** POST a file as the upload routes take it (multipart, field `file`), with the session's cookies. */
async function uploadImage(path: string, file: File): Promise<MediaUploadResultDto> {
  const form = new FormData();
  form.append(MEDIA_UPLOAD_FIELD, file, file.name);
  const res = await fetch(path, { method: 'POST', body: form, credentials: 'include' });
  await throwIfResNotOk(res);
  return (await res.json()) as MediaUploadResultDto;
}

/**
 * "Upload logo" / "Upload picture": picks a JPEG, PNG or WebP (at most 5 MB, said before sending) and uploads it
 * as the exporter's logo or a product's picture; the workspace and the public profile then read again. The
 * server checks the file itself and answers the field's message, which the toast shows.
 */
export function ImageUpload({
  target,
  label,
  accessibleName = label,
  hint = true,
}: {
  /** The exporter's logo, or one of its products' picture. */
  target: { kind: 'logo'; exporterId: number } | { kind: 'product'; exporterId: number; productId: number };
  /** The button's text. */
  label: string;
  /** What the button and its file field are called for assistive technology (which product, in a list). */
  accessibleName?: string;
  /** Says under the button which files are taken. */
  hint?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const path =
    target.kind === 'logo' ? '/api/my-exporter/logo' : `/api/my-exporter/products/${target.productId}/image`;
  const upload = useInvalidatingMutation({
    mutationFn: (file: File) => uploadImage(path, file),
    invalidates: [['/api/my-exporter'], ['/api/exporters', String(target.exporterId)]],
  });

  const onFile = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (file.size > MEDIA_UPLOAD_MAX_BYTES) {
      toast({ title: 'Error', description: MEDIA_MESSAGES.tooLarge, variant: 'destructive' });
      return;
    }
    upload.mutate(file, {
      onSuccess: () => toast({ title: target.kind === 'logo' ? 'Logo updated' : 'Picture updated' }),
      onError: (error) =>
        toast({
          title: 'Error',
          description: apiErrorMessage(error, 'Failed to upload the image'),
          variant: 'destructive',
        }),
    });
  };

  return (
    <Stack gap="1" align="start">
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        hidden
        aria-label={accessibleName}
        onChange={(event) => onFile(event.target.files?.[0])}
      />
      <Button
        size={hint ? 'sm' : 'xs'}
        variant="outline"
        loading={upload.isPending}
        aria-label={accessibleName === label ? undefined : accessibleName}
        onClick={() => input.current?.click()}
      >
        {label}
      </Button>
      {hint && (
        <Text textStyle="xs" color="fg.muted">
          JPEG, PNG or WebP, at most 5 MB
        </Text>
      )}
    </Stack>
  );
}
