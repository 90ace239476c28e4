// The newsletter feature's public entry: what pages and other features may use. Safe for the browser bundle:
// no server-only module and no zod here (those are in index.server.ts).

export {NewsletterForm, NewsletterSignup} from './NewsletterForm';
export {NEWSLETTER_MESSAGES, type NewsletterActionData} from './newsletterForm';
