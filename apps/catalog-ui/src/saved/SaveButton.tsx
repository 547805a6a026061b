import { Button, IconButton, createIcon } from '@ped/web-kit/ui';
import type { ComponentProps } from 'react';

const HeartIcon = /* @__PURE__ */ createIcon({
  displayName: 'HeartIcon',
  defaultProps: { stroke: 'currentColor', strokeWidth: '2', strokeLinejoin: 'round' },
  path: <path d="M12 21 4.5 13.5a5 5 0 0 1 7.5-6.6 5 5 0 0 1 7.5 6.6Z" />,
});

interface Props extends Omit<ComponentProps<typeof IconButton>, 'children' | 'aria-label'> {
  saved: boolean;
  companyName: string;
  /** "Save" / "Saved" beside the heart (the profile's header); cards show the heart alone. */
  labelled?: boolean;
}

/**
 * The Save toggle's look (on the home page's first load, so kept small): a heart, filled red once the exporter
 * is saved, with its pressed state and an action-naming label for screen readers.
 */
export function SaveButton({ saved, companyName, labelled = false, ...props }: Props) {
  const heart = <HeartIcon fill={saved ? 'currentColor' : 'none'} color={saved ? 'red.600' : undefined} />;
  const common = {
    'aria-pressed': saved,
    'aria-label': saved ? `Remove ${companyName} from saved` : `Save ${companyName}`,
  };
  return labelled ? (
    <Button variant="outline" colorPalette="brand" {...common} {...props}>
      {heart}
      {saved ? 'Saved' : 'Save'}
    </Button>
  ) : (
    <IconButton variant="ghost" size="sm" color={saved ? 'red.600' : 'fg.muted'} {...common} {...props}>
      {heart}
    </IconButton>
  );
}
