import { DomainError } from '../../../platform/errors/domain-error';
import { MAX_ADMIN_PAGE } from '../../../platform/http/admin-list';
import { parseListCardCodeBatchesRequest } from './list-card-code-batches.request';

function refusedFields(dto: { sort?: string; range?: string; filter?: string }): string[] {
  try {
    parseListCardCodeBatchesRequest(dto);
  } catch (error) {
    if (error instanceof DomainError) return (error.fieldErrors ?? []).map((fieldError) => fieldError.field);
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('parseListCardCodeBatchesRequest (react-admin list query)', () => {
  it('defaults to the newest 25', () => {
    expect(parseListCardCodeBatchesRequest({})).toEqual({
      sort: { field: 'created_at', order: 'DESC' },
      offset: 0,
      limit: 25,
      filter: {},
    });
  });

  it('reads sort, an inclusive range and the filter', () => {
    expect(
      parseListCardCodeBatchesRequest({
        sort: '["bean","ASC"]',
        range: '[10,19]',
        filter: '{"q":"shop","created_by":7,"id":["a","b"]}',
      }),
    ).toEqual({
      sort: { field: 'bean', order: 'ASC' },
      offset: 10,
      limit: 10,
      filter: { q: 'shop', createdBy: '7', ids: ['a', 'b'] },
    });
    expect(parseListCardCodeBatchesRequest({ filter: '{"id":"a"}' }).filter).toEqual({ ids: ['a'] });
  });

  it(`serves at most ${MAX_ADMIN_PAGE} rows`, () => {
    expect(parseListCardCodeBatchesRequest({ range: '[0,100000]' }).limit).toBe(MAX_ADMIN_PAGE);
  });

  it('names every bad part', () => {
    expect(refusedFields({ sort: 'nope' })).toEqual(['sort']);
    expect(refusedFields({ sort: '["code_hash","ASC"]' })).toEqual(['sort']);
    expect(refusedFields({ sort: '["id","UP"]' })).toEqual(['sort']);
    expect(refusedFields({ range: '[5,1]' })).toEqual(['range']);
    expect(refusedFields({ range: '[-1,3]' })).toEqual(['range']);
    expect(refusedFields({ range: '[0.5,3]' })).toEqual(['range']);
    expect(refusedFields({ filter: '[1]' })).toEqual(['filter']);
    expect(refusedFields({ filter: '{"code":"ABCD"}' })).toEqual(['filter.code']);
    expect(refusedFields({ sort: '1', range: 'x', filter: 'null' })).toEqual(['sort', 'range', 'filter']);
  });
});
