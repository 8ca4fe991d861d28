// Entry of secure-field.js, the script of the gateway-origin iframe page.
import { readFrameQuery } from './query';
import { startSecureField } from './secure-field';

const query = readFrameQuery(location.search);
if (query && window.parent !== window) startSecureField({ win: window, parent: window.parent, query });
