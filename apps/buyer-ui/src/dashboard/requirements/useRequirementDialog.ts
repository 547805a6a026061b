import type { BuyerRequirementDto } from '@ped/contracts/catalog';
import { useCallback, useState } from 'react';

/** Which requirement the dialog edits (null: a new one); the target stays set while the dialog animates closed. */
export function useRequirementDialog() {
  const [state, setState] = useState({
    open: false,
    requirement: null as BuyerRequirementDto | null,
    session: 0,
  });
  const openFor = useCallback(
    (requirement: BuyerRequirementDto | null) =>
      setState((current) => ({ open: true, requirement, session: current.session + 1 })),
    [],
  );
  const onOpenChange = useCallback((open: boolean) => setState((current) => ({ ...current, open })), []);
  return { openFor, dialogProps: { ...state, onOpenChange } };
}
