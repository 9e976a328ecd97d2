/** The medians and spreads the benchmark tables report. */

/** The middle value (the mean of the middle two for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Values as the lowest to the highest, rounded: `640–671`, the spread a median hides. */
export function spread(values: number[]): string {
  const finite = values.filter(Number.isFinite);
  if (finite.length === 0) return '–';
  const low = Math.round(Math.min(...finite));
  const high = Math.round(Math.max(...finite));
  return low === high ? String(low) : `${String(low)}–${String(high)}`;
}
