import { Button, CloseButton, Input, Portal, Stack } from '@ped/web-kit/ui';
import { Textarea } from '@ped/web-kit/ui-lazy';
import { Dialog } from '@ped/web-kit/ui-overlays';
import { toast } from '@ped/web-kit';
import { useState, type FormEvent } from 'react';
import { FormField } from '../common/FormField';
import {
  EMPTY_CONTACT_FORM,
  validateContactForm,
  type ContactFormErrors,
  type ContactFormValues,
} from './contactForm';
import { useSendContactRequest } from './useSendContactRequest';

/** The exporter an inquiry goes to. */
export interface ContactTarget {
  id: number;
  companyName: string;
}

interface Props {
  open: boolean;
  exporter: ContactTarget | null;
  onOpenChange: (open: boolean) => void;
}

/** The buyer's inquiry form to one exporter (home, browse, category and profile pages; see LazyContactDialog). */
export function ContactDialog({ open, exporter, onOpenChange }: Props) {
  const [values, setValues] = useState<ContactFormValues>(EMPTY_CONTACT_FORM);
  const [errors, setErrors] = useState<ContactFormErrors>({});
  const send = useSendContactRequest();
  if (open && !exporter) throw new Error('ContactDialog opened without an exporter');

  const set = (field: keyof ContactFormValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!exporter) throw new Error('ContactDialog submitted without an exporter');
    const found = validateContactForm(values);
    setErrors(found);
    const firstInvalid = Object.keys(found)[0];
    if (firstInvalid) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    send.mutate(
      {
        buyerName: values.buyerName.trim(),
        buyerEmail: values.buyerEmail.trim(),
        buyerCompany: values.buyerCompany.trim() || undefined,
        message: values.message.trim(),
        exporterId: exporter.id,
      },
      {
        onSuccess: () => {
          toast({
            title: 'Message Sent!',
            description: 'Your inquiry has been sent to the exporter. They will contact you soon.',
          });
          setValues(EMPTY_CONTACT_FORM);
          onOpenChange(false);
        },
        onError: () =>
          toast({
            title: 'Error',
            description: 'Failed to send message. Please try again.',
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="center"
      size="md"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>Contact {exporter?.companyName}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <FormField label="Your Name" required error={errors.buyerName}>
                    <Input
                      name="buyerName"
                      autoComplete="name"
                      value={values.buyerName}
                      onChange={(event) => set('buyerName')(event.target.value)}
                    />
                  </FormField>
                  <FormField label="Email" required error={errors.buyerEmail}>
                    <Input
                      name="buyerEmail"
                      type="email"
                      autoComplete="email"
                      value={values.buyerEmail}
                      onChange={(event) => set('buyerEmail')(event.target.value)}
                    />
                  </FormField>
                  <FormField label="Company">
                    <Input
                      name="buyerCompany"
                      autoComplete="organization"
                      value={values.buyerCompany}
                      onChange={(event) => set('buyerCompany')(event.target.value)}
                    />
                  </FormField>
                  <FormField label="Message" required error={errors.message}>
                    <Textarea
                      name="message"
                      rows={5}
                      placeholder="Tell the exporter what you are looking for: products, quantities, destination…"
                      value={values.message}
                      onChange={(event) => set('message')(event.target.value)}
                    />
                  </FormField>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">Cancel</Button>
                </Dialog.ActionTrigger>
                <Button type="submit" colorPalette="brand" loading={send.isPending} loadingText="Sending…">
                  Send Message
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
