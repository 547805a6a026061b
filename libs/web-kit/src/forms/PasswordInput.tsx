import { createIcon, IconButton } from '@ped/web-kit/ui';
import { InputGroup, Input, type InputProps } from '@ped/web-kit/ui-lazy';
import { useState } from 'react';

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: '2',
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

const EyeIcon = createIcon({
  displayName: 'EyeIcon',
  defaultProps: stroke,
  path: [
    <path key="p" d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />,
    <circle key="c" cx="12" cy="12" r="3" />,
  ],
});

const EyeOffIcon = createIcon({
  displayName: 'EyeOffIcon',
  defaultProps: stroke,
  path: [
    <path key="a" d="M10.7 5.1A10.9 10.9 0 0 1 12 5c6.4 0 10 7 10 7a18.5 18.5 0 0 1-2.2 3.2" />,
    <path key="b" d="M6.6 6.6C3.8 8.5 2 12 2 12s3.6 7 10 7a10.7 10.7 0 0 0 5.4-1.4" />,
    <path key="c" d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />,
    <path key="d" d="m2 2 20 20" />,
  ],
});

interface Props extends Omit<InputProps, 'type'> {
  /** What the toggle names, e.g. "password" → "Show password" / "Hide password". */
  toggleName?: string;
}

/** A password input with a show/hide toggle (a real button: keyboard usable, its label says what it does). */
export function PasswordInput({ toggleName = 'password', ...inputProps }: Props) {
  const [visible, setVisible] = useState(false);
  return (
    <InputGroup
      endElement={
        <IconButton
          type="button"
          variant="ghost"
          size="sm"
          me="-2"
          aria-label={`${visible ? 'Hide' : 'Show'} ${toggleName}`}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </IconButton>
      }
    >
      <Input {...inputProps} type={visible ? 'text' : 'password'} />
    </InputGroup>
  );
}
