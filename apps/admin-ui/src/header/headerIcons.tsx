import { createIcon } from '@ped/web-kit/ui';

// The dashboard header's icons (lucide's shapes); each button carries its own label.
const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: '2',
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export const BellIcon = createIcon({
  displayName: 'BellIcon',
  defaultProps: stroke,
  path: [
    <path key="b" d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />,
    <path key="c" d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />,
  ],
});

export const DownloadIcon = createIcon({
  displayName: 'DownloadIcon',
  defaultProps: stroke,
  path: [
    <path key="a" d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" />,
    <path key="b" d="m7 10 5 5 5-5" />,
    <path key="c" d="M12 15V3" />,
  ],
});

export const SettingsIcon = createIcon({
  displayName: 'SettingsIcon',
  defaultProps: stroke,
  path: [
    <path
      key="g"
      d="M12.22 2h-.44a2 2 0 0 0-2 2v.18a2 2 0 0 1-1 1.73l-.43.25a2 2 0 0 1-2 0l-.15-.08a2 2 0 0 0-2.73.73l-.22.38a2 2 0 0 0 .73 2.73l.15.1a2 2 0 0 1 1 1.72v.51a2 2 0 0 1-1 1.74l-.15.09a2 2 0 0 0-.73 2.73l.22.38a2 2 0 0 0 2.73.73l.15-.08a2 2 0 0 1 2 0l.43.25a2 2 0 0 1 1 1.73V20a2 2 0 0 0 2 2h.44a2 2 0 0 0 2-2v-.18a2 2 0 0 1 1-1.73l.43-.25a2 2 0 0 1 2 0l.15.08a2 2 0 0 0 2.73-.73l.22-.39a2 2 0 0 0-.73-2.73l-.15-.08a2 2 0 0 1-1-1.74v-.5a2 2 0 0 1 1-1.74l.15-.09a2 2 0 0 0 .73-2.73l-.22-.38a2 2 0 0 0-2.73-.73l-.15.08a2 2 0 0 1-2 0l-.43-.25a2 2 0 0 1-1-1.73V4a2 2 0 0 0-2-2z"
    />,
    <circle key="c" cx="12" cy="12" r="3" />,
  ],
});
