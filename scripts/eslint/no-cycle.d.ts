import type { Rule } from 'eslint';

export const noCycle: { rules: { 'no-cycle': Rule.RuleModule } };
