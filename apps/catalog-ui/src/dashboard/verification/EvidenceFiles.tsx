import { Box, Button, HStack, Link, Stack, Text } from '@ped/web-kit/ui';
import type { VerificationFileDto } from '@ped/contracts/catalog';
import {
  formatDocumentSize,
  VERIFICATION_CHECK_LABELS,
  VERIFICATION_DOCUMENT_ACCEPT,
  VERIFICATION_DOCUMENT_MAX_BYTES,
  VERIFICATION_DOCUMENT_MESSAGES,
  VERIFICATION_DOCUMENTS_PER_CHECK,
  type VerificationDocumentCheck,
} from '@ped/contracts/options';
import { apiErrorMessage, toast } from '@ped/web-kit';
import { useId, useRef } from 'react';
import { useRemoveDocument, useUploadDocument } from './useVerification';

const failed = (error: unknown, fallback: string) =>
  toast({ title: 'Error', description: apiErrorMessage(error, fallback), variant: 'destructive' });

/**
 * A check's evidence files: each uploaded at once when picked (PDF, JPEG or PNG, at most 10 MB, said before
 * sending), listed with a download link and a Remove button until the check's submission is reviewed. Files
 * uploaded while a submission waits join it; otherwise the next "Send for review" takes them.
 */
export function EvidenceFiles({
  check,
  files,
  waiting,
}: {
  check: VerificationDocumentCheck;
  files: VerificationFileDto[];
  /** The check's submission waits for review: the files are with it already. */
  waiting: boolean;
}) {
  const labelId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadDocument(check);
  const remove = useRemoveDocument();
  const checkName = VERIFICATION_CHECK_LABELS[check].toLowerCase();
  const full = files.length >= VERIFICATION_DOCUMENTS_PER_CHECK;

  const onFile = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (file.size > VERIFICATION_DOCUMENT_MAX_BYTES) {
      failed(null, VERIFICATION_DOCUMENT_MESSAGES.tooLarge);
      return;
    }
    upload.mutate(file, {
      onSuccess: (stored) =>
        toast({
          title: 'File uploaded',
          description: waiting ? `${stored.name} was added to your submission.` : stored.name,
        }),
      onError: (error) => failed(error, 'Failed to upload the file'),
    });
  };

  return (
    <Stack gap="2" role="group" aria-labelledby={labelId}>
      <Text id={labelId} textStyle="sm" fontWeight="medium">
        {waiting ? 'Files sent for review' : 'Files (optional)'}
      </Text>
      {files.length > 0 && (
        <Stack as="ul" listStyleType="none" gap="1">
          {files.map((file) => (
            <HStack as="li" key={file.id} gap="2" flexWrap="wrap" textStyle="sm">
              <Link href={file.url} download={file.name} colorPalette="brand" wordBreak="break-all" minW="0">
                {file.name}
              </Link>
              <Text as="span" color="fg.muted" whiteSpace="nowrap">
                {formatDocumentSize(file.size)}
              </Text>
              <Button
                size="xs"
                variant="ghost"
                colorPalette="red"
                aria-label={`Remove ${file.name}`}
                loading={remove.isPending && remove.variables === file.id}
                onClick={() =>
                  remove.mutate(file.id, {
                    onSuccess: () => toast({ title: 'File removed', description: file.name }),
                    onError: (error) => failed(error, 'Failed to remove the file'),
                  })
                }
              >
                Remove
              </Button>
            </HStack>
          ))}
        </Stack>
      )}
      <Box>
        <input
          ref={input}
          type="file"
          accept={VERIFICATION_DOCUMENT_ACCEPT}
          hidden
          aria-label={`Upload a file for the ${checkName} check`}
          onChange={(event) => onFile(event.target.files?.[0])}
        />
        <Button
          size="sm"
          variant="outline"
          colorPalette="brand"
          loading={upload.isPending}
          loadingText="Uploading…"
          disabled={full}
          onClick={() => input.current?.click()}
        >
          Upload a file
        </Button>
      </Box>
      <Text textStyle="xs" color="fg.muted">
        {full
          ? VERIFICATION_DOCUMENT_MESSAGES.tooMany
          : `PDF, JPEG or PNG, at most 10 MB; up to ${VERIFICATION_DOCUMENTS_PER_CHECK} files. Only our review team sees them.`}
      </Text>
    </Stack>
  );
}
