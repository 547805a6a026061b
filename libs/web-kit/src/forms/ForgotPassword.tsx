import { Link, RouterLink } from '@ped/web-kit/ui';

interface Props {
  /** Whose sign-in page this is: exporter accounts (`user`), buyers or the admin console. */
  kind: 'user' | 'buyer' | 'admin';
}

/** "Forgot password?" under a sign-in form: the page that mails a one-time link to choose a new password. */
export function ForgotPassword({ kind }: Props) {
  return (
    <Link asChild colorPalette="brand" color="brand.fg" textStyle="sm">
      <RouterLink to={`/forgot-password?kind=${kind}`}>Forgot password?</RouterLink>
    </Link>
  );
}
