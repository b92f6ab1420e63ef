/** One line per scenario with its figures, printed for docs/reliability.md. */
export function report(scenario: string, figures: Record<string, unknown>): void {
  console.log(`[faults] ${scenario}: ${JSON.stringify(figures)}`);
}

export const round = (value: number) => Math.round(value);
