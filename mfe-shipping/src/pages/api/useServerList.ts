import { useEffect, useState } from 'react';
import { fetchList } from './apiCalls';

/** A documentation list loaded from the server: undefined while loading, null on failure. */
export function useServerList<T>(path: string): T[] | null | undefined {
  const [list, setList] = useState<T[] | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void fetchList<T>(path).then((l) => live && setList(l));
    return () => {
      live = false;
    };
  }, [path]);
  return list;
}
