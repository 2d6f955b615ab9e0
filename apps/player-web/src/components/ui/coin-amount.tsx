// A coin amount exactly as the API sent it (two-decimal string): displayed, never float-converted.
export function CoinAmount({ value, className }: { value: string; className?: string }) {
  return (
    <span className={`coin-amount${className ? ` ${className}` : ''}`}>
      <span className="coin-amount__icon" aria-hidden="true" />
      <span className="coin-amount__value">{value}</span>
    </span>
  );
}
