import { Box, Button, Link, RouterLink, Text } from '@ped/web-kit/ui';
// From the shared entry, not by relative path: the site configuration is read through the shared query client.
import { useSiteConfig } from '@ped/web-kit';
import { useId, useState } from 'react';

/**
 * "Forgot password?" under a sign-in form. No reset e-mail exists yet, so it opens a short note on how to reach
 * support instead: the configured contact e-mail and the contact form (its technical-support inquiry type).
 */
export function ForgotPassword() {
  const [open, setOpen] = useState(false);
  const { contactEmail } = useSiteConfig();
  const noteId = useId();
  return (
    <Box>
      <Button
        variant="plain"
        colorPalette="brand"
        size="sm"
        px="0"
        h="auto"
        textDecoration="underline"
        aria-expanded={open}
        aria-controls={noteId}
        onClick={() => setOpen((was) => !was)}
      >
        Forgot password?
      </Button>
      <Box id={noteId} hidden={!open} mt="2">
        <Text textStyle="sm" color="fg.muted">
          Resetting a password by e-mail is not available yet. Our support team will help you back into your
          account:{' '}
          {contactEmail && (
            <>
              write to{' '}
              <Link href={`mailto:${contactEmail}`} colorPalette="brand" color="brand.fg">
                {contactEmail}
              </Link>{' '}
              from the address you signed up with, or{' '}
            </>
          )}
          <Link asChild colorPalette="brand" color="brand.fg">
            <RouterLink to="/contact?type=technical_support">send us a message</RouterLink>
          </Link>
          .
        </Text>
      </Box>
    </Box>
  );
}
