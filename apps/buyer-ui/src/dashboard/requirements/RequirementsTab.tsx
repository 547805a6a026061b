import { Button, Skeleton, Stack, useLocation, useSearchParams } from '@ped/web-kit/ui';
import type { BuyerRequirementDto } from '@ped/contracts/catalog';
import { REQUIREMENT_MESSAGES } from '@ped/contracts/options';
import { apiErrorMessage, StateMessage, toast, LoadFailed } from '@ped/web-kit';
import { useState } from 'react';
import { RequirementCard } from './RequirementCard';
import { QuotationsDialog } from './QuotationsDialog';
import { handleSessionExpired } from './sessionExpired';
import { useRequirements, useSetRequirementStatus } from './useRequirements';
import { useRequirementTemplates } from './useRequirementTemplates';
import { requirementState } from './requirementStatus';

/**
 * The address parameter naming the requirement whose quotations to open (the new-quotation e-mail's link); it
 * keeps the "View Responses" button's word, as sent links do.
 */
const COMPARISON_PARAM = 'responses';

interface Props {
  onPost: () => void;
  onEdit: (requirement: BuyerRequirementDto) => void;
}

/** Requirements tab: every requirement of the buyer as a card, newest first. */
export function RequirementsTab({ onPost, onEdit }: Props) {
  const { data: requirements, isPending, isError, refetch, isRefetching } = useRequirements();
  const setStatus = useSetRequirementStatus();
  const templates = useRequirementTemplates();
  const { pathname, search } = useLocation();
  const [comparison, setComparison] = useState({
    open: false,
    requirement: null as BuyerRequirementDto | null,
  });
  // The buyer's e-mail for a new quotation links to `?tab=requirements&responses={id}`: that comparison is
  // open while the address names it; closing it drops the parameter.
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get(COMPARISON_PARAM));
  const linked = asked ? requirements?.find((candidate) => candidate.id === asked) : undefined;
  const closeLinked = (requirement: BuyerRequirementDto) => {
    setComparison({ open: false, requirement });
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.delete(COMPARISON_PARAM);
        return updated;
      },
      { replace: true },
    );
  };

  const changeStatus = (requirement: BuyerRequirementDto, status: 'active' | 'closed') => {
    // Past its deadline, reopening needs a new one: the dialog asks for it (saving it reopens).
    if (status === 'active' && requirementState(requirement) === 'expired') {
      void toast({ title: 'Choose a new deadline', description: REQUIREMENT_MESSAGES.reopenNeedsDeadline });
      onEdit(requirement);
      return;
    }
    setStatus.mutate(
      { id: requirement.id, status },
      {
        onSuccess: () =>
          void toast(
            status === 'closed'
              ? { title: 'Requirement Closed', description: 'Exporters can no longer respond to it.' }
              : { title: 'Requirement Reopened', description: 'Exporters can respond to it again.' },
          ),
        onError: (error) => {
          if (handleSessionExpired(error, pathname + search)) return;
          void toast({
            title: 'Error',
            description: apiErrorMessage(error, 'Failed to update requirement'),
            variant: 'destructive',
          });
        },
      },
    );
  };

  if (isPending) {
    return (
      <Stack gap="4" aria-busy="true" aria-label="Loading your requirements">
        {[0, 1].map((i) => (
          <Skeleton key={i} height="52" borderRadius="l3" />
        ))}
      </Stack>
    );
  }
  if (isError) {
    return (
      <LoadFailed
        title="We could not load your requirements"
        onRetry={() => refetch()}
        retrying={isRefetching}
      />
    );
  }
  if (requirements.length === 0) {
    return (
      <StateMessage
        title="No requirements yet"
        actions={
          <Button colorPalette="brand" onClick={onPost}>
            Post Requirement
          </Button>
        }
      >
        Post what you want to source and verified Pakistani exporters will send you quotes.
      </StateMessage>
    );
  }
  return (
    <>
      <Stack gap="4">
        {requirements.map((requirement) => (
          <RequirementCard
            key={requirement.id}
            requirement={requirement}
            template={templates.templateOf(requirement.categoryId)}
            onEdit={() => onEdit(requirement)}
            onViewResponses={() => setComparison({ open: true, requirement })}
            onSetStatus={(status) => changeStatus(requirement, status)}
            busy={setStatus.isPending && setStatus.variables?.id === requirement.id}
          />
        ))}
      </Stack>
      <QuotationsDialog
        {...(linked ? { open: true, requirement: linked } : comparison)}
        onOpenChange={(open) =>
          linked && !open ? closeLinked(linked) : setComparison((current) => ({ ...current, open }))
        }
      />
    </>
  );
}
