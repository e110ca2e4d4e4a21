// The middle of a run's figures: what each benchmark reports of its repeated runs, so one
// slow or lucky run moves nothing.

/** The middle value (the upper of the two for an even count); 0 for no values. */
export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
