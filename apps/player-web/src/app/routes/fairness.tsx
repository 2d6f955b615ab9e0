// /fairness: the verify page: every draw of a seed pair (?pair=<id>&nonce=<n>, a result's "Verify"
// link), draws recomputed over the pools the boxes feature serves, and whole battles
// (?battle=<id>, the battleground's "Verify this battle"). The draws of games whose rule is their
// own are checked by the verifiers their features register (src/features/registry.ts).
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { getBoxQueryOptions } from '@/features/boxes/api/get-box';
import { useBoxes } from '@/features/boxes/api/get-boxes';
import { VerifyBattle } from '@/features/fairness/components/verify-battle';
import { VerifyDraws } from '@/features/fairness/components/verify-draws';
import { VerifyPairs } from '@/features/fairness/components/verify-pairs';
import { FEATURES } from '@/features/registry';
import { pairDrawVerifiers } from '@/lib/feature-registration';

const VERIFIERS = pairDrawVerifiers(FEATURES);

export function FairnessRoute() {
  const boxes = useBoxes();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const [verifyNow, setVerifyNow] = useState(false);
  const battleId = search.get('battle') ?? undefined;
  const pairId = search.get('pair');
  const nonceParam = search.get('nonce');
  const nonce = nonceParam !== null && /^\d+$/.test(nonceParam) ? Number(nonceParam) : null;
  return (
    <>
      {battleId && <VerifyBattle initialId={battleId} />}
      <VerifyDraws boxes={boxes.data} loadBox={(id) => queryClient.fetchQuery(getBoxQueryOptions(id))}>
        <VerifyPairs
          pairId={pairId}
          nonce={nonce}
          verifyNow={verifyNow}
          verifiers={VERIFIERS}
          onSelect={(id, now) => {
            setVerifyNow(now);
            setSearch((current) => {
              const next = new URLSearchParams(current);
              next.set('pair', id);
              if (id !== pairId) next.delete('nonce');
              return next;
            });
          }}
        />
      </VerifyDraws>
      {!battleId && <VerifyBattle />}
    </>
  );
}
