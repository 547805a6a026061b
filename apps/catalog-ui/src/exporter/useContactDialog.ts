import { useNavigate } from '@ped/web-kit/ui';
import { useAuth } from '@ped/web-kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ContactTarget } from './ContactDialog';

/**
 * buyer-ui's New Conversation dialog with the exporter locked (`/messages?exporterId=`); `fromContact` lets its
 * Cancel come back here.
 */
export function startConversationPath(exporterId: number): string {
  return `/messages?exporterId=${exporterId}`;
}

/**
 * The Contact buttons: a signed-in buyer starts a conversation with the exporter (on /messages); anyone else
 * (visitors, exporters) gets the contact dialog, an inquiry by e-mail. The dialog's target stays set while it
 * animates closed.
 */
export function useContactDialog() {
  const { user, isLoading } = useAuth();
  const navigate = useNavigate();
  const [exporter, setExporter] = useState<ContactTarget | null>(null);
  const [open, setOpen] = useState(false);
  // Asked while the sign-in state is still loading (a server-rendered page just hydrated): answered once it is known.
  const asked = useRef<ContactTarget | null>(null);
  const isBuyer = user?.role === 'buyer';
  const contact = useCallback(
    (target: ContactTarget) => {
      if (isBuyer) {
        navigate(startConversationPath(target.id), { state: { fromContact: true } });
        return;
      }
      setExporter({ id: target.id, companyName: target.companyName });
      setOpen(true);
    },
    [isBuyer, navigate],
  );
  useEffect(() => {
    const target = asked.current;
    if (!target || isLoading) return;
    asked.current = null;
    contact(target);
  }, [isLoading, contact]);
  const openFor = useCallback(
    (target: ContactTarget) => {
      if (isLoading) asked.current = target;
      else contact(target);
    },
    [isLoading, contact],
  );
  return { openFor, dialogProps: { open, exporter, onOpenChange: setOpen } };
}
