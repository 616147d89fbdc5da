import { useState } from 'react';

/**
 * The value, or while it is null or undefined the last value it held. A dialog closes by clearing what it shows, yet
 * stays on screen while it animates out: it keeps showing the last content instead of blanks ("Leave “”?").
 */
export function useLastPresent<T>(value: T | null | undefined): T | null {
  const [last, setLast] = useState<T | null>(value ?? null);
  // Adjusting state during render (React's documented pattern for state derived from a changing prop).
  if (value != null && value !== last) setLast(value);
  return value ?? last;
}
