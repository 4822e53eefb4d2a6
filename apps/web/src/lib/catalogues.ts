import { responsiblesResponseSchema, squadsResponseSchema } from '@mosaico/domain';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from './api-client';

/**
 * The recruiters' shared catalogues (squads, responsibles), read by several screens (the candidates tab, the
 * opportunity kanban and its expanded card): one query key each, so a screen opened after another reuses them.
 */
export function useSquads(enabled = true) {
  return useQuery({
    queryKey: ['squads'],
    queryFn: ({ signal }) => apiGet('/squad', squadsResponseSchema, { signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** GET responsables: the recruiters an opportunity or a candidate can be assigned to. */
export function useResponsibles(enabled = true) {
  return useQuery({
    queryKey: ['responsables'],
    queryFn: ({ signal }) => apiGet('/responsables', responsiblesResponseSchema, { signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}
