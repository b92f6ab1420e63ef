/**
 * Garda vetting for children's and youth groups (docs/product.md#garda-vetted-drivers): the words
 * of the request form and the groups it is offered to.
 */
export const GARDA_VETTED_REQUIRED_LABEL = 'Garda-vetted drivers required';
export const GARDA_VETTED_ONLY_FOR_CHILDREN =
  'Garda-vetted drivers can be asked for a school or youth group';

/**
 * A group of children or young people, by the words of its type ('School Tour', 'Youth Club',
 * 'Scouts', 'Under-14s'): the group types are content an admin edits, so the words decide.
 */
const CHILDREN_GROUP = /school|youth|scout|guide|student|child|kid|junior|juvenile|under[- ]?\d/i;

export const isChildrenGroup = (groupType: string) => CHILDREN_GROUP.test(groupType);
