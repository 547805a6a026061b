import { MEDIA_MESSAGES, MEDIA_UPLOAD_MAX_BYTES } from '@ped/contracts/options';
import { apiErrorMessage, toast, useInvalidatingMutation } from '@ped/web-kit';
import { Button, Stack, Text } from '@ped/web-kit/ui';
import { useRef } from 'react';
import { IMAGE_ACCEPT, uploadImage } from './mediaUpload';

/**
 * "Upload logo" / "Change logo": picks a JPEG, PNG or WebP (at most 5 MB, said before sending) and uploads it
 * as the exporter's logo; the workspace and the public profile then read again. The server checks the file
 * itself and answers the field's message, which the toast shows. (Product pictures: ProductPictures.)
 */
export function LogoUpload({ exporterId, label }: { exporterId: number; label: string }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useInvalidatingMutation({
    mutationFn: (file: File) => uploadImage('/api/my-exporter/logo', file),
    invalidates: [['/api/my-exporter'], ['/api/exporters', String(exporterId)]],
  });

  const onFile = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (file.size > MEDIA_UPLOAD_MAX_BYTES) {
      toast({ title: 'Error', description: MEDIA_MESSAGES.tooLarge, variant: 'destructive' });
      return;
    }
    upload.mutate(file, {
      onSuccess: () => toast({ title: 'Logo updated' }),
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
        accept={IMAGE_ACCEPT}
        hidden
        aria-label={label}
        onChange={(event) => onFile(event.target.files?.[0])}
      />
      <Button size="sm" variant="outline" loading={upload.isPending} onClick={() => input.current?.click()}>
        {label}
      </Button>
      <Text textStyle="xs" color="fg.muted">
        JPEG, PNG or WebP, at most 5 MB
      </Text>
    </Stack>
  );
}
