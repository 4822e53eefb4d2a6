import {
  type OpportunityMosaicTile,
  opportunityStateSchema,
  type SaveOpportunityMosaicBody,
} from '@mosaico/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';

/**
 * PUT opportunity/{id}/mosaic with the chosen pieces (001 §7), in the shape GET opportunity/{id} gives them
 * (`mosaico`: detalhe.nome and posicao); the API checks them against the grid.
 */
export function useSaveMosaic(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tiles: OpportunityMosaicTile[]) =>
      apiSend(
        'PUT',
        `/opportunity/${encodeURIComponent(id)}/mosaic`,
        { escolhidas: tiles } satisfies SaveOpportunityMosaicBody,
        opportunityStateSchema,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['opportunity', id] }),
  });
}
