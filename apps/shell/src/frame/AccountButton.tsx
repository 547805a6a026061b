import { chakra, IconButton, type IconButtonProps } from '@ped/web-kit/ui';
import type { AuthUser } from '@ped/web-kit';
import { useState } from 'react';

/** Spec: the first letter of firstName, else of the e-mail, else "U" (blank values count as missing). */
function initialOf(user: AuthUser): string {
  return (user.firstName?.trim()[0] ?? user.email?.trim()[0] ?? 'U').toUpperCase();
}

interface Props extends IconButtonProps {
  user: AuthUser;
}

/**
 * The account menu's button: the user's initial, covered by the profile photo once it loads. Drawn like Chakra's
 * Avatar (size sm, subtle) with eager parts only, so the same button serves before and after the menu's code
 * (`@ped/web-kit/ui-overlays`) arrives. Props and ref go to the button, as Menu.Trigger's asChild needs.
 */
export function AccountButton({ user, ...buttonProps }: Props) {
  const [photoFailed, setPhotoFailed] = useState(false);
  return (
    <IconButton
      aria-label="Account menu"
      aria-haspopup="menu"
      variant="ghost"
      rounded="full"
      size="sm"
      {...buttonProps}
    >
      <chakra.span
        position="relative"
        display="inline-flex"
        alignItems="center"
        justifyContent="center"
        boxSize="9"
        rounded="full"
        overflow="hidden"
        bg="colorPalette.muted"
        color="colorPalette.fg"
        fontSize="sm"
        fontWeight="medium"
        lineHeight="1"
        userSelect="none"
      >
        {initialOf(user)}
        {user.profileImageUrl && !photoFailed && (
          <chakra.img
            src={user.profileImageUrl}
            alt=""
            position="absolute"
            inset="0"
            boxSize="full"
            objectFit="cover"
            onError={() => setPhotoFailed(true)}
          />
        )}
      </chakra.span>
    </IconButton>
  );
}
