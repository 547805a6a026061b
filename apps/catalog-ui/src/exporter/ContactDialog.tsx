import { Button, CloseButton, Portal, Stack } from '@ped/web-kit/ui';
import { Dialog } from '@ped/web-kit/ui-overlays';
import { CONTACT_LIMITS } from '@ped/contracts/options';
import { toast } from '@ped/web-kit';
import { FormField, useValidatedForm } from '@ped/web-kit/forms';
import { EMPTY_CONTACT_FORM, validateContactForm } from './contactForm';
import { useSendInquiry } from './useSendInquiry';

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
  const form = useValidatedForm(EMPTY_CONTACT_FORM, validateContactForm);
  const send = useSendInquiry();
  if (open && !exporter) throw new Error('ContactDialog opened without an exporter');

  const submit = form.handleSubmit((values) => {
    if (!exporter) throw new Error('ContactDialog submitted without an exporter');
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
          form.reset();
          onOpenChange(false);
        },
        onError: (error) => {
          form.showServerErrors(error);
          toast({
            title: 'Error',
            description: 'Failed to send message. Please try again.',
            variant: 'destructive',
          });
        },
      },
    );
  });

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
                  <FormField
                    label="Your Name"
                    autoComplete="name"
                    maxLength={CONTACT_LIMITS.name}
                    markRequired
                    {...form.field('buyerName')}
                  />
                  <FormField
                    label="Email"
                    type="email"
                    autoComplete="email"
                    maxLength={CONTACT_LIMITS.email}
                    markRequired
                    {...form.field('buyerEmail')}
                  />
                  <FormField
                    label="Company"
                    autoComplete="organization"
                    maxLength={CONTACT_LIMITS.company}
                    required={false}
                    {...form.field('buyerCompany')}
                  />
                  <FormField
                    label="Message"
                    type="textarea"
                    rows={5}
                    maxLength={CONTACT_LIMITS.message}
                    placeholder="Tell the exporter what you are looking for: products, quantities, destination…"
                    markRequired
                    {...form.field('message')}
                  />
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
