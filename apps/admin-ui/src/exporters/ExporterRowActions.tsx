import { HStack, IconButton } from '@ped/web-kit/ui';
import type { AdminExporterDto } from '@ped/contracts/catalog';
import { isExporterVerifiable } from '@ped/contracts/options';
import { apiErrorMessage, toast } from '@ped/web-kit';
import { useSetExporterStatus, useSetExporterVerified } from '../api/adminApi';
import { ApproveIcon, RejectIcon, RemoveIcon, UnverifyIcon, VerifyIcon } from './rowIcons';

interface Props {
  exporter: AdminExporterDto;
  onReject: (exporter: AdminExporterDto) => void;
  onRemove: (exporter: AdminExporterDto) => void;
}

/** A row's actions: approve and reject (pending exporters only), verify (not a rejected one) or unverify, remove. */
export function ExporterRowActions({ exporter, onReject, onRemove }: Props) {
  const setStatus = useSetExporterStatus();
  const setVerified = useSetExporterVerified();
  const name = exporter.companyName;

  const approve = () =>
    setStatus.mutate(
      { id: exporter.id, status: 'approved' },
      {
        onSuccess: () => toast({ title: 'Exporter status updated successfully' }),
        onError: () =>
          toast({ title: 'Error', description: 'Failed to update exporter status', variant: 'destructive' }),
      },
    );
  const toggleVerified = () =>
    setVerified.mutate(
      { id: exporter.id, isVerified: !exporter.isVerified },
      {
        onSuccess: () => toast({ title: 'Verification status updated successfully' }),
        onError: (error) =>
          toast({
            title: 'Error',
            description: apiErrorMessage(error, 'Failed to update verification status'),
            variant: 'destructive',
          }),
      },
    );

  const verifyLabel = `${exporter.isVerified ? 'Unverify' : 'Verify'} ${name}`;
  return (
    <HStack gap="1" justify="end">
      {exporter.status === 'pending' && (
        <>
          <IconButton
            size="sm"
            variant="ghost"
            colorPalette="green"
            aria-label={`Approve ${name}`}
            title="Approve"
            loading={setStatus.isPending}
            onClick={approve}
          >
            <ApproveIcon />
          </IconButton>
          <IconButton
            size="sm"
            variant="ghost"
            colorPalette="red"
            aria-label={`Reject ${name}`}
            title="Reject"
            onClick={() => onReject(exporter)}
          >
            <RejectIcon />
          </IconButton>
        </>
      )}
      {(exporter.isVerified || isExporterVerifiable(exporter.status)) && (
        <IconButton
          size="sm"
          variant="ghost"
          colorPalette="blue"
          aria-label={verifyLabel}
          title={exporter.isVerified ? 'Unverify' : 'Verify'}
          loading={setVerified.isPending}
          onClick={toggleVerified}
        >
          {exporter.isVerified ? <UnverifyIcon /> : <VerifyIcon />}
        </IconButton>
      )}
      <IconButton
        size="sm"
        variant="ghost"
        colorPalette="red"
        aria-label={`Remove ${name}`}
        title="Remove"
        onClick={() => onRemove(exporter)}
      >
        <RemoveIcon />
      </IconButton>
    </HStack>
  );
}
