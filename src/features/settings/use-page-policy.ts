import { useQuery } from '@tanstack/react-query';

/**
 * The Content-Security-Policy header this page's server sends (null: none), from a HEAD of the
 * page's own address, once a session: the policy the browser applies to this page's requests.
 * undefined until it is read (or if it cannot be).
 */
export function usePagePolicy(): string | null | undefined {
  return useQuery({
    queryKey: ['page-policy'],
    queryFn: async ({ signal }) => {
      const response = await fetch(window.location.href, { method: 'HEAD', cache: 'no-store', signal });
      return response.headers.get('content-security-policy');
    },
    staleTime: Infinity,
    retry: false,
  }).data;
}
