import { Button, Input, NativeSelect, SimpleGrid, Stack } from '@ped/web-kit/ui';
import { Textarea } from '@ped/web-kit/ui-lazy';
import { INQUIRY_TYPES, type InquiryType } from '@ped/contracts/options';
import { apiErrorMessage, apiRequest, toast, useMutation } from '@ped/web-kit';
import { useState, type FormEvent } from 'react';
import { FormField } from '../common/FormField';
import { INQUIRY_TYPE_LABELS } from './contactPage.constants';
import {
  EMPTY_SITE_CONTACT,
  validateSiteContact,
  type SiteContactErrors,
  type SiteContactValues,
} from './contactForm';

/** The site's message form: name, email, company, inquiry type, subject, message → POST /api/contact. */
export function ContactForm({ initialValues }: { initialValues: SiteContactValues }) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<SiteContactErrors>({});
  const send = useMutation({
    mutationFn: (body: Omit<SiteContactValues, 'company'> & { company?: string }) =>
      apiRequest('POST', '/api/contact', body),
  });

  const set = (field: keyof SiteContactValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateSiteContact(values);
    setErrors(found);
    const firstInvalid = Object.keys(found)[0];
    if (firstInvalid) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    send.mutate(
      {
        name: values.name.trim(),
        email: values.email.trim(),
        company: values.company.trim() || undefined,
        subject: values.subject.trim(),
        message: values.message.trim(),
        inquiry_type: values.inquiry_type,
      },
      {
        onSuccess: () => {
          toast({
            title: 'Message Sent Successfully',
            description: "We'll get back to you within 24 hours.",
          });
          setValues(EMPTY_SITE_CONTACT);
        },
        onError: (error) =>
          toast({
            title: 'Error',
            description: apiErrorMessage(error, 'Failed to send message. Please try again.'),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Send us a message">
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label="Name" required error={errors.name}>
            <Input
              name="name"
              autoComplete="name"
              value={values.name}
              onChange={(e) => set('name')(e.target.value)}
            />
          </FormField>
          <FormField label="Email" required error={errors.email}>
            <Input
              name="email"
              type="email"
              autoComplete="email"
              value={values.email}
              onChange={(e) => set('email')(e.target.value)}
            />
          </FormField>
          <FormField label="Company">
            <Input
              name="company"
              autoComplete="organization"
              value={values.company}
              onChange={(e) => set('company')(e.target.value)}
            />
          </FormField>
          <FormField label="Inquiry Type" required>
            <NativeSelect.Root>
              <NativeSelect.Field
                name="inquiry_type"
                value={values.inquiry_type}
                onChange={(e) => set('inquiry_type')(e.target.value as InquiryType)}
              >
                {INQUIRY_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {INQUIRY_TYPE_LABELS[type]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </SimpleGrid>
        <FormField label="Subject" required error={errors.subject}>
          <Input name="subject" value={values.subject} onChange={(e) => set('subject')(e.target.value)} />
        </FormField>
        <FormField label="Message" required error={errors.message}>
          <Textarea
            name="message"
            rows={6}
            value={values.message}
            onChange={(e) => set('message')(e.target.value)}
          />
        </FormField>
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
