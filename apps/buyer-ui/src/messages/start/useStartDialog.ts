import { useLocation, useNavigate, useSearchParams } from '@ped/web-kit/ui';
import { useCallback, useEffect, useState } from 'react';
import { START_WITH_EXPORTER_PARAM } from '../messagesAccess';

/** What catalog-ui's Contact button puts in the navigation's state: Cancel goes back there. */
interface ContactState {
  fromContact?: boolean;
}

function exporterIdOf(value: string | null): number | null {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The New Conversation dialog's state. `/messages?exporterId=5` (a Contact button's link) opens it with that
 * exporter locked and keeps it open across a reload; Cancel then goes back to where the buyer came from. The
 * New Conversation button opens it to choose an exporter. Only buyers start conversations (`enabled`).
 */
export function useStartDialog(enabled: boolean) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const fromContact = (location.state as ContactState | null)?.fromContact === true;
  const asked = params.get(START_WITH_EXPORTER_PARAM);
  const askedId = enabled ? exporterIdOf(asked) : null;
  const [fresh, setFresh] = useState({ open: false, session: 0 });
  // The locked exporter stays while the dialog animates closed (the address has dropped it by then).
  const [shownId, setShownId] = useState(askedId);
  if (askedId !== null && askedId !== shownId) setShownId(askedId);

  const dropParam = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(START_WITH_EXPORTER_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  // Not a buyer, or no exporter id: the parameter asks for nothing.
  useEffect(() => {
    if (asked !== null && askedId === null) dropParam();
  }, [asked, askedId, dropParam]);

  const openNew = useCallback(() => {
    setShownId(null);
    setFresh((current) => ({ open: true, session: current.session + 1 }));
  }, []);

  const onCancel = useCallback(() => {
    setFresh((current) => ({ ...current, open: false }));
    if (asked === null) return;
    if (fromContact) navigate(-1);
    else dropParam();
  }, [asked, fromContact, navigate, dropParam]);

  const onStarted = useCallback(
    (conversationId: number) => {
      setFresh((current) => ({ ...current, open: false }));
      // In place of the Contact link's entry: Back from the conversation leads to where the buyer was.
      navigate(`/messages/${conversationId}`, { replace: asked !== null });
    },
    [asked, navigate],
  );

  const exporterId = askedId ?? (fresh.open ? null : shownId);
  return {
    openNew,
    dialogProps: {
      open: askedId !== null || fresh.open,
      exporterId,
      formKey: `${exporterId ?? 'new'}-${fresh.session}`,
      onCancel,
      onStarted,
    },
  };
}
