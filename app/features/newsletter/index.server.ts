// The newsletter feature's server entry: loaders, actions and provider calls. Never imported by browser code.

export {subscribeToNewsletter} from './newsletter.server';
export {parseNewsletterForm} from './newsletterForm.server';
