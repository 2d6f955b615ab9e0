// Two small hand-written SVG charts for the dashboard. Amounts arrive as two-decimal strings: they are
// read into integer hundredths, and turned into numbers only to place pixels; labels show the strings.
import { parseAmount } from '@lootledger/contracts';
import { Box, Typography, useTheme } from '@mui/material';

export interface Series {
  label: string;
  color: string;
  /** Two-decimal strings, one per bucket. */
  values: string[];
}

const WIDTH = 720;
const HEIGHT = 240;
const PAD = { left: 64, right: 16, top: 12, bottom: 28 };

function hundredths(value: string | null | undefined): bigint {
  return (value && parseAmount(value)) || 0n;
}

function formatAxis(value: bigint): string {
  const whole = value / 100n;
  return whole.toString();
}

/** One line per series over the buckets, with a zero line and the extreme values on the axis. */
export function LineChart({ buckets, series, testId }: { buckets: string[]; series: Series[]; testId?: string }) {
  const theme = useTheme();
  const all = series.flatMap((line) => line.values.map(hundredths));
  let max = all.reduce((a, b) => (b > a ? b : a), 0n);
  const min = all.reduce((a, b) => (b < a ? b : a), 0n);
  if (max === min) max = min + 100n;
  const span = Number(max - min);
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const x = (index: number) => PAD.left + (buckets.length <= 1 ? plotW / 2 : (index * plotW) / (buckets.length - 1));
  const y = (value: bigint) => PAD.top + plotH - (Number(value - min) / span) * plotH;
  const labelEvery = Math.max(1, Math.ceil(buckets.length / 8));

  return (
    <Box>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" role="img" data-testid={testId}>
        <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(0n)} y2={y(0n)} stroke={theme.palette.divider} />
        <text x={PAD.left - 6} y={y(max) + 4} textAnchor="end" fontSize="11" fill={theme.palette.text.secondary}>
          {formatAxis(max)}
        </text>
        <text x={PAD.left - 6} y={y(0n) + 4} textAnchor="end" fontSize="11" fill={theme.palette.text.secondary}>
          0
        </text>
        {min < 0n && (
          <text x={PAD.left - 6} y={y(min) + 4} textAnchor="end" fontSize="11" fill={theme.palette.text.secondary}>
            {formatAxis(min)}
          </text>
        )}
        {buckets.map((bucket, index) =>
          index % labelEvery === 0 ? (
            <text
              key={bucket}
              x={x(index)}
              y={HEIGHT - 8}
              textAnchor="middle"
              fontSize="11"
              fill={theme.palette.text.secondary}
            >
              {bucket.slice(5)}
            </text>
          ) : null,
        )}
        {series.map((line) => (
          <g key={line.label}>
            <polyline
              fill="none"
              stroke={line.color}
              strokeWidth={2}
              points={line.values.map((value, index) => `${x(index)},${y(hundredths(value))}`).join(' ')}
            />
            {line.values.map((value, index) => (
              <circle key={index} cx={x(index)} cy={y(hundredths(value))} r={2.5} fill={line.color}>
                <title>{`${line.label} ${buckets[index]}: ${value}`}</title>
              </circle>
            ))}
          </g>
        ))}
      </svg>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        {series.map((line) => (
          <Typography key={line.label} variant="caption" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <Box component="span" sx={{ width: 12, height: 3, bgcolor: line.color, display: 'inline-block' }} />
            {line.label}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

export interface RtpBar {
  label: string;
  actual: string | null;
  configured: string | null;
}

/** Per box: two horizontal bars (actual, configured) in percent, with their values. */
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
  const rowH = 34;
  const labelW = 160;
  const barW = WIDTH - labelW - 80;
  const max = rows.reduce((top, row) => {
    const values = [hundredths(row.actual), hundredths(row.configured)];
    return values.reduce((a, b) => (b > a ? b : a), top);
  }, 10_000n);
  const width = (value: string | null) => (Number(hundredths(value)) / Number(max)) * barW;
  const colors = { actual: theme.palette.primary.main, configured: theme.palette.grey[400] };
  const hundred = labelW + (10_000 / Number(max)) * barW;
  return (
    <Box>
      <svg viewBox={`0 0 ${WIDTH} ${rows.length * rowH + 8}`} width="100%" role="img" data-testid="rtp-chart">
        <line
          x1={hundred}
          x2={hundred}
          y1={0}
          y2={rows.length * rowH}
          stroke={theme.palette.divider}
          strokeDasharray="4"
        />
        {rows.map((row, index) => (
          <g key={row.label} transform={`translate(0, ${index * rowH})`}>
            <text x={0} y={19} fontSize="12" fill={theme.palette.text.primary}>
              {row.label.length > 22 ? `${row.label.slice(0, 21)}…` : row.label}
            </text>
            <rect x={labelW} y={4} height={11} width={width(row.actual)} fill={colors.actual} />
            <text x={labelW + width(row.actual) + 4} y={14} fontSize="11" fill={theme.palette.text.secondary}>
              {row.actual === null ? notOpened : `${row.actual}%`}
            </text>
            <rect x={labelW} y={17} height={11} width={width(row.configured)} fill={colors.configured} />
            <text x={labelW + width(row.configured) + 4} y={27} fontSize="11" fill={theme.palette.text.secondary}>
              {row.configured === null ? '—' : `${row.configured}%`}
            </text>
          </g>
        ))}
      </svg>
      <Box sx={{ display: 'flex', gap: 2 }}>
        {(
          [
            [actualLabel, colors.actual],
            [configuredLabel, colors.configured],
          ] as const
        ).map(([label, color]) => (
          <Typography key={label} variant="caption" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <Box component="span" sx={{ width: 12, height: 10, bgcolor: color, display: 'inline-block' }} />
            {label}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
