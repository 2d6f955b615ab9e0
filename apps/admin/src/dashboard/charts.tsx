// The dashboard's two charts, drawn by recharts (loaded with the dashboard's lazy chunk, never by the
// console's entry). Amounts arrive as two-decimal strings: they are read into integer hundredths and
// turned into numbers only to place pixels; axis ticks, tooltips and labels show the strings.
import { parseAmount } from '@lootledger/contracts';
import { Box, useTheme } from '@mui/material';
import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  Legend,
  Line,
  LineChart as RechartsLineChart,
  Rectangle,
  ReferenceLine,
  ResponsiveContainer,
  type RectangleProps,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

export interface Series {
  label: string;
  color: string;
  /** Two-decimal strings, one per bucket. */
  values: string[];
}

/** Hundredths as a number of coins, for placing pixels only. */
function plotted(value: string | null | undefined): number {
  return Number((value && parseAmount(value)) || 0n) / 100;
}

/** One line per series over the buckets; the tooltip shows each bucket's exact amounts. */
export function LineChart({ buckets, series, testId }: { buckets: string[]; series: Series[]; testId?: string }) {
  const theme = useTheme();
  const data = buckets.map((bucket, index) => {
    const point: Record<string, string | number> = { bucket };
    series.forEach((line, lineIndex) => {
      point[`s${lineIndex}`] = plotted(line.values[index]);
      point[`s${lineIndex}_text`] = line.values[index] ?? '0.00';
    });
    return point;
  });
  const muted = { fontSize: 11, fill: theme.palette.text.secondary };
  return (
    <Box data-testid={testId} sx={{ width: '100%', height: 280 }}>
      <ResponsiveContainer width="100%" height="100%">
        <RechartsLineChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" stroke={theme.palette.divider} />
          <XAxis dataKey="bucket" tick={muted} tickFormatter={(bucket: string) => bucket.slice(5)} minTickGap={16} />
          <YAxis tick={muted} width={64} tickFormatter={(value: number) => Math.round(value).toString()} />
          <ReferenceLine y={0} stroke={theme.palette.text.disabled} />
          <Tooltip
            formatter={(_value, _name, item) => {
              const key = `${String(item.dataKey)}_text`;
              return String((item.payload as Record<string, unknown>)[key] ?? '');
            }}
          />
          <Legend itemSorter={null} />
          {series.map((line, index) => (
            <Line
              key={line.label}
              type="monotone"
              dataKey={`s${index}`}
              name={line.label}
              stroke={line.color}
              strokeWidth={2}
              dot={{ r: 2.5 }}
              isAnimationActive={false}
            />
          ))}
        </RechartsLineChart>
      </ResponsiveContainer>
    </Box>
  );
}

export interface RtpBar {
  label: string;
  actual: string | null;
  configured: string | null;
}

/** Per box: two horizontal bars (actual, configured) in percent, each labelled with its value. */
export function RtpBars({
  rows,
  actualLabel,
  configuredLabel,
  notOpened,
}: {
  rows: RtpBar[];
  actualLabel: string;
  configuredLabel: string;
  notOpened: string;
}) {
  const theme = useTheme();
  const colors = { actual: theme.palette.primary.main, configured: theme.palette.grey[400] };
  const data = rows.map((row) => ({
    label: row.label.length > 22 ? `${row.label.slice(0, 21)}…` : row.label,
    box: row.label,
    actual: plotted(row.actual),
    configured: plotted(row.configured),
    actual_text: row.actual === null ? notOpened : `${row.actual}%`,
    configured_text: row.configured === null ? '—' : `${row.configured}%`,
  }));
  // A shape of our own: recharts then keeps zero-length bars, so "not opened" still gets its label.
  const bar = (props: unknown) => <Rectangle {...(props as RectangleProps)} />;
  const top = Math.max(100, ...data.flatMap((row) => [row.actual, row.configured]));
  // Each value label carries its box's name, so a row's figures can be found by the box.
  const label =
    (key: 'actual_text' | 'configured_text') =>
    (props: {
      x?: number | string;
      y?: number | string;
      width?: number | string;
      height?: number | string;
      index?: number;
    }) => {
      const row = data[props.index ?? 0];
      if (!row) return null;
      return (
        <text
          x={Number(props.x) + Number(props.width) + 4}
          y={Number(props.y) + Number(props.height) / 2}
          dominantBaseline="central"
          fontSize={11}
          fill={theme.palette.text.secondary}
          data-box={row.box}
          data-series={key === 'actual_text' ? 'actual' : 'configured'}
        >
          {row[key]}
        </text>
      );
    };
  return (
    <Box data-testid="rtp-chart" sx={{ width: '100%', height: Math.max(120, rows.length * 40 + 60) }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} layout="vertical" margin={{ top: 4, right: 72, bottom: 0, left: 8 }} barGap={2}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} stroke={theme.palette.divider} />
          <XAxis type="number" domain={[0, Math.ceil(top / 10) * 10]} unit="%" tick={{ fontSize: 11 }} />
          <YAxis type="category" dataKey="label" width={170} tick={{ fontSize: 12 }} interval={0} />
          <ReferenceLine x={100} stroke={theme.palette.text.disabled} strokeDasharray="4 4" />
          <Legend itemSorter={null} />
          <Bar
            dataKey="actual"
            name={actualLabel}
            fill={colors.actual}
            barSize={11}
            shape={bar}
            isAnimationActive={false}
          >
            <LabelList dataKey="actual_text" content={label('actual_text')} />
          </Bar>
          <Bar
            dataKey="configured"
            name={configuredLabel}
            fill={colors.configured}
            barSize={11}
            shape={bar}
            isAnimationActive={false}
          >
            <LabelList dataKey="configured_text" content={label('configured_text')} />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </Box>
  );
}
