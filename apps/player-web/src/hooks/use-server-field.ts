import { useState } from 'react';

/**
 * A form field that starts at the server's value and follows it while the person has not edited it:
 * a refetch (after another form's save, on focus, on a poll) never overwrites what they are typing.
 */
export function useServerField(serverValue: string | undefined): [string, (value: string) => void] {
  const [value, setValue] = useState(serverValue ?? '');
  const [followed, setFollowed] = useState(serverValue);
  if (serverValue !== followed) {
    // Adjusting state while rendering (React's pattern for state derived from a prop): no extra pass.
    setFollowed(serverValue);
    if (value === (followed ?? '')) setValue(serverValue ?? '');
  }
  return [value, setValue];
}
