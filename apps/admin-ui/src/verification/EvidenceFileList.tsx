import { Link, Stack, Text } from '@ped/web-kit/ui';
import type { VerificationFileDto } from '@ped/contracts/catalog';
import { formatDocumentSize } from '@ped/contracts/options';

const KIND: Record<VerificationFileDto['contentType'], string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
};

/**
 * A submission's uploaded files, each a download link (the gateway answers administrators and the exporter only,
 * as an attachment under the name it was uploaded with).
 */
export function EvidenceFileList({ files, company }: { files: VerificationFileDto[]; company: string }) {
  if (files.length === 0) return null;
  return (
    <Stack gap="1" mt="2">
      <Text textStyle="xs" fontWeight="medium" color="fg.muted">
        Files
      </Text>
      <Stack as="ul" listStyleType="none" gap="1" textStyle="xs" aria-label={`Files from ${company}`}>
        {files.map((file) => (
          <li key={file.id}>
            <Link
              href={file.url}
              download={file.name}
              color="brand.fg"
              overflowWrap="anywhere"
              aria-label={`Download ${file.name}`}
            >
              {file.name}
            </Link>{' '}
            <Text as="span" textStyle="xs" color="fg.muted" whiteSpace="nowrap">
              {KIND[file.contentType]}, {formatDocumentSize(file.size)}
            </Text>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
