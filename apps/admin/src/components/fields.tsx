// Fields every resource shows the same way: amounts as the API's strings (signed ones coloured),
// times in the console's language, names in the console's language, raw JSON of events and audits.
import { Box, Typography } from '@mui/material';
import { DateField, FunctionField, useLocaleState, useRecordContext, type DateFieldProps } from 'react-admin';

export function useLang(): 'zh' | 'en' {
  const [locale] = useLocaleState();
  return locale === 'zh' ? 'zh' : 'en';
}

interface SourceProps {
  source: string;
  label?: string;
  sortable?: boolean;
  sortBy?: string;
}

/** The value at a source path of a record: `usage.redeemed_bean` reads record.usage.redeemed_bean. */
function valueAt(record: Record<string, unknown> | undefined, source: string): unknown {
  return source
    .split('.')
    .reduce<unknown>(
      (value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined),
      record,
    );
}

/** A money string as sent ("68.88", "-10.00"): tabular digits, debits red. */
export function AmountField({ source, label, ...rest }: SourceProps) {
  return (
    <FunctionField
      source={source}
      label={label}
      {...rest}
      textAlign="right"
      render={(record: Record<string, unknown>) => {
        const value = valueAt(record, source);
        if (typeof value !== 'string') return '';
        return (
          <Typography
            component="span"
            variant="body2"
            sx={{ fontVariantNumeric: 'tabular-nums', color: value.startsWith('-') ? 'error.main' : undefined }}
          >
            {value}
          </Typography>
        );
      }}
    />
  );
}

/** A UTC time shown in the reader's zone, formatted for the console's language. */
export function TimeField(props: DateFieldProps) {
  const lang = useLang();
  return <DateField showTime locales={lang === 'zh' ? 'zh-CN' : 'en-GB'} {...props} />;
}

/** `name` of a record with name_zh and name_en: the one of the console's language. */
export function LocalizedField({ source, label, ...rest }: SourceProps) {
  const lang = useLang();
  return (
    <FunctionField
      source={`${source}_${lang}`}
      label={label}
      {...rest}
      render={(record: Record<string, unknown>) => String(record?.[`${source}_${lang}`] ?? record?.[source] ?? '')}
    />
  );
}

/** Any JSON value, pretty-printed; long values wrap (in a table cell the page would grow instead). */
export function JsonBlock({ value }: { value: unknown }) {
  return (
    <Box
      component="pre"
      sx={{
        m: 0,
        p: 1,
        fontSize: 12,
        bgcolor: 'action.hover',
        borderRadius: 1,
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
        maxWidth: '100%',
      }}
    >
      {JSON.stringify(value, null, 2)}
    </Box>
  );
}

export function JsonField({ source }: { source: string; label?: string }) {
  const record = useRecordContext();
  return <JsonBlock value={record?.[source] ?? null} />;
}
