// The altcha package ships its translation modules without their own declarations.
declare module 'altcha/i18n/fr-fr';
