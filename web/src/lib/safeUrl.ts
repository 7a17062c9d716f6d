// Written once for the app and the server's first paint (common/display/safe-url.ts).
export { safeExternalUrl } from '../../../common/display/safe-url';
