// /fairness: the verify page, recomputing draws over the pools the boxes feature serves, and whole
// battles (?battle=<id>, the battleground's "Verify this battle").
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { getBoxQueryOptions } from '@/features/boxes/api/get-box';
import { useBoxes } from '@/features/boxes/api/get-boxes';
import { VerifyBattle } from '@/features/fairness/components/verify-battle';
import { VerifyDraws } from '@/features/fairness/components/verify-draws';

export function FairnessRoute() {
  const boxes = useBoxes();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const battleId = search.get('battle') ?? undefined;
  return (
    <>
      {battleId && <VerifyBattle initialId={battleId} />}
      <VerifyDraws boxes={boxes.data} loadBox={(id) => queryClient.fetchQuery(getBoxQueryOptions(id))} />
      {!battleId && <VerifyBattle />}
    </>
  );
}
