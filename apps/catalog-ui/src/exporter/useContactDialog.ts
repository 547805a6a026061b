import { useNavigate } from '@ped/web-kit/ui';
import { useAuthUserReader } from '@ped/web-kit';
import { useCallback, useState } from 'react';
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
 * (visitors, exporters) gets the contact dialog, an inquiry by e-mail. The sign-in state is read when a button is
 * used (waiting for it on a page that has just hydrated), so that its arrival does not re-render the page or the
 * list holding the buttons. The dialog's target stays set while it animates closed.
 */
export function useContactDialog() {
  const readAuthUser = useAuthUserReader();
  const navigate = useNavigate();
  const [exporter, setExporter] = useState<ContactTarget | null>(null);
  const [open, setOpen] = useState(false);
  const openFor = useCallback(
    async (target: ContactTarget) => {
      const user = await readAuthUser();
      if (user?.role === 'buyer') {
        navigate(startConversationPath(target.id), { state: { fromContact: true } });
        return;
      }
      setExporter({ id: target.id, companyName: target.companyName });
      setOpen(true);
    },
    [readAuthUser, navigate],
  );
  return { openFor, dialogProps: { open, exporter, onOpenChange: setOpen } };
}
