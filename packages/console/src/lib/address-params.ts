import { useSearchParams } from 'react-router';

/**
 * A desk's filters live in the address (a link or a reload shows the same queue): `setParam` sets or
 * clears one and goes back to the first page, unless it is the page itself.
 */
export function useAddressParams() {
  const [params, setParams] = useSearchParams();
  const setParam = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setParams(next);
  };
  const pageNo = Math.max(1, Number(params.get('page')) || 1);
  return { params, setParams, setParam, pageNo };
}
