// The search feature's server entry: loaders, actions and provider calls. Never imported by browser code.

export {predictSearch, searchProducts} from './search.server';
