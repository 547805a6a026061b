import { useCallback, useState } from 'react';
import type { ContactTarget } from './ContactDialog';

/** Which exporter the contact dialog is for; the target stays set while the dialog animates closed. */
export function useContactDialog() {
  const [exporter, setExporter] = useState<ContactTarget | null>(null);
  const [open, setOpen] = useState(false);
  const openFor = useCallback((target: ContactTarget) => {
    setExporter({ id: target.id, companyName: target.companyName });
    setOpen(true);
  }, []);
  return { openFor, dialogProps: { open, exporter, onOpenChange: setOpen } };
}
