import isURLModule from 'validator/lib/isURL.js';
import { LINK_URL_OPTIONS, WEBSITE_URL_OPTIONS } from './web-address.js';

// validator's CommonJS build: Node's and the bundler's default import are the module; its `default` is the function.
const isURL = isURLModule.default;

/** A company's website as the server's `IsUrl(WEBSITE_URL_OPTIONS)` takes it. */
export const isWebsite = (value: string): boolean => isURL(value, WEBSITE_URL_OPTIONS);

/** A link as the server's `IsUrl(LINK_URL_OPTIONS)` takes it. */
export const isLink = (value: string): boolean => isURL(value, LINK_URL_OPTIONS);
