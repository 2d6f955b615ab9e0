// /fairness: the verify page: every draw of a seed pair (?pair=<id>&nonce=<n>, a result's "Verify"
// link), draws recomputed over the pools the boxes feature serves, and the sections the features
// register for records re-checked whole (a battle: ?battle=<id>, the battleground's "Verify this
// battle"; such a section comes first when its record is named). The games' draws are checked and
// named by the rules their features register (src/features/registry.ts).
import { Suspense, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { getBoxQueryOptions } from '@/features/boxes/api/get-box';
import { useBoxes } from '@/features/boxes/api/get-boxes';
import { VerifyDraws } from '@/features/fairness/components/verify-draws';
import { VerifyPairs } from '@/features/fairness/components/verify-pairs';
import { FEATURES } from '@/features/registry';
import { pairDrawRules, verifySections } from '@/lib/feature-registration';

const RULES = pairDrawRules(FEATURES);
const SECTIONS = verifySections(FEATURES);

export function FairnessRoute() {
  const boxes = useBoxes();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const [verifyNow, setVerifyNow] = useState(false);
  const named = SECTIONS.filter((section) => search.get(section.param));
  const others = SECTIONS.filter((section) => !search.get(section.param));
  const pairId = search.get('pair');
  const nonceParam = search.get('nonce');
  const nonce = nonceParam !== null && /^\d+$/.test(nonceParam) ? Number(nonceParam) : null;
  return (
    <>
      <Suspense fallback={null}>
        {named.map(({ param, Section }) => (
          <Section key={param} initialId={search.get(param) ?? ''} />
        ))}
      </Suspense>
      <VerifyDraws boxes={boxes.data} loadBox={(id) => queryClient.fetchQuery(getBoxQueryOptions(id))}>
        <VerifyPairs
          pairId={pairId}
          nonce={nonce}
          verifyNow={verifyNow}
          rules={RULES}
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
      <Suspense fallback={null}>
        {others.map(({ param, Section }) => (
          <Section key={param} />
        ))}
      </Suspense>
    </>
  );
}
