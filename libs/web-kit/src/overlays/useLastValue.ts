import { useState } from 'react';

/** The last non-null `value`: a closing dialog keeps showing what it showed while it animates out. */
export function useLastValue<T>(value: T | null): T | null {
  const [last, setLast] = useState(value);
  if (value !== null && value !== last) setLast(value);
  return value ?? last;
}
