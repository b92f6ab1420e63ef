import type { Rule } from 'eslint';

export const importBoundaries: { rules: { 'import-boundaries': Rule.RuleModule } };
