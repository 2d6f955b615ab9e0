// /fairness: the verify page, recomputing draws over the pools the boxes feature serves.
import { useQueryClient } from '@tanstack/react-query';
import { getBoxQueryOptions } from '@/features/boxes/api/get-box';
import { useBoxes } from '@/features/boxes/api/get-boxes';
import { VerifyDraws } from '@/features/fairness/components/verify-draws';

export function FairnessRoute() {
  const boxes = useBoxes();
  const queryClient = useQueryClient();
  return <VerifyDraws boxes={boxes.data} loadBox={(id) => queryClient.fetchQuery(getBoxQueryOptions(id))} />;
}
