/** Product text: what the rule is, said before the person types (the error says '8 caractères min.'). */
export const PASSWORD_HINT = 'Au moins 8 caractères.';
