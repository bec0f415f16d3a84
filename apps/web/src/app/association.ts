/**
 * The name in the app bar and the document titles. The default is the API's seeded
 * `association_name` setting; a deployment sets VITE_ASSOCIATION_NAME.
 */
export const ASSOCIATION_NAME: string = import.meta.env.VITE_ASSOCIATION_NAME || 'Association Cognition après Cancer';
