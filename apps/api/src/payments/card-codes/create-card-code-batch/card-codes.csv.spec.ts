import { csvField, renderCardCodesCsv } from './card-codes.csv';

describe('renderCardCodesCsv', () => {
  it('renders a header and one CRLF line per code', () => {
    const csv = renderCardCodesCsv({
      batchId: 'b-1',
      bean: '10.00',
      expiresAt: '2030-12-31T23:59:59.000Z',
      codes: ['AAAA-BBBB-CCCC-DDDD-EEEE', 'FFFF-GGGG-HHHH-JJJJ-KKKK'],
    });
    expect(csv).toBe(
      'code,bean,expires_at,batch_id\r\n' +
        'AAAA-BBBB-CCCC-DDDD-EEEE,10.00,2030-12-31T23:59:59.000Z,b-1\r\n' +
        'FFFF-GGGG-HHHH-JJJJ-KKKK,10.00,2030-12-31T23:59:59.000Z,b-1\r\n',
    );
  });

  it('renders only the header for no codes', () => {
    expect(renderCardCodesCsv({ batchId: 'b', bean: '1.00', expiresAt: 'x', codes: [] })).toBe(
      'code,bean,expires_at,batch_id\r\n',
    );
  });
});

describe('csvField', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=SUM(A1)', "'=SUM(A1)"],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@cmd', "'@cmd"],
    ['=a,b', `"'=a,b"`],
  ])('%j -> %s', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });
});
