import { Button, SimpleGrid, Stack } from '@ped/web-kit/ui';
import { CONTACT_LIMITS, INQUIRY_TYPES } from '@ped/contracts/options';
import { apiErrorMessage, toast } from '@ped/web-kit';
import { FormField, useValidatedForm } from '@ped/web-kit/forms';
import { INQUIRY_TYPE_LABELS } from './contactPage.constants';
import {
  EMPTY_SITE_CONTACT,
  toSiteContactPayload,
  validateSiteContact,
  type SiteContactValues,
} from './siteContactValues';
import { useSendSiteMessage } from './useSendSiteMessage';

const INQUIRY_OPTIONS = INQUIRY_TYPES.map((type) => ({ value: type, label: INQUIRY_TYPE_LABELS[type] }));

/** The site's message form: name, email, company, inquiry type, subject, message → POST /api/contact. */
export function ContactForm({ initialValues }: { initialValues: SiteContactValues }) {
  const form = useValidatedForm(initialValues, validateSiteContact);
  const send = useSendSiteMessage();

  const submit = form.handleSubmit((values) =>
    send.mutate(toSiteContactPayload(values), {
      onSuccess: () => {
        toast({ title: 'Message Sent Successfully', description: "We'll get back to you within 24 hours." });
        form.reset(EMPTY_SITE_CONTACT);
      },
      onError: (error) => {
        form.showServerErrors(error);
        toast({
          title: 'Error',
          description: apiErrorMessage(error, 'Failed to send message. Please try again.'),
          variant: 'destructive',
        });
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Send us a message">
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField
            label="Name"
            autoComplete="name"
            maxLength={CONTACT_LIMITS.name}
            markRequired
            {...form.field('name')}
          />
          <FormField
            label="Email"
            type="email"
            autoComplete="email"
            maxLength={CONTACT_LIMITS.email}
            markRequired
            {...form.field('email')}
          />
          <FormField
            label="Company"
            autoComplete="organization"
            maxLength={CONTACT_LIMITS.company}
            required={false}
            {...form.field('company')}
          />
          <FormField
            label="Inquiry Type"
            type="select"
            options={INQUIRY_OPTIONS}
            markRequired
            {...form.field('inquiry_type')}
          />
        </SimpleGrid>
        <FormField
          label="Subject"
          maxLength={CONTACT_LIMITS.subject}
          markRequired
          {...form.field('subject')}
        />
        <FormField
          label="Message"
          type="textarea"
          rows={6}
          maxLength={CONTACT_LIMITS.message}
          markRequired
          {...form.field('message')}
        />
        <Button
          type="submit"
          colorPalette="brand"
          alignSelf="start"
          loading={send.isPending}
          loadingText="Sending…"
        >
          Send Message
        </Button>
      </Stack>
    </form>
  );
}
