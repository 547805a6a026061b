import { IconButton, createIcon } from '@ped/web-kit/ui';
import type { ComponentProps } from 'react';

const HeartIcon = /* @__PURE__ */ createIcon({
  displayName: 'HeartIcon',
  defaultProps: { stroke: 'currentColor', strokeWidth: '2', strokeLinejoin: 'round' },
  path: <path d="M12 21 4.5 13.5a5 5 0 0 1 7.5-6.6 5 5 0 0 1 7.5 6.6Z" />,
});

interface Props extends Omit<ComponentProps<typeof IconButton>, 'children' | 'aria-label'> {
  saved: boolean;
  companyName: string;
}

/**
 * The Save toggle's look (on the home page's first load, so kept small): a heart, filled red once the exporter
 * is saved, with its pressed state and an action-naming label for screen readers.
 */
export function SaveButton({ saved, companyName, ...props }: Props) {
  return (
    <IconButton
      variant="ghost"
      size="sm"
      color={saved ? 'red.600' : 'fg.muted'}
      aria-pressed={saved}
      aria-label={saved ? `Remove ${companyName} from saved` : `Save ${companyName}`}
      {...props}
    >
      <HeartIcon fill={saved ? 'currentColor' : 'none'} />
    </IconButton>
  );
}
