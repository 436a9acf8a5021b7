// Starts the runtime config request at once (see config-request.ts).
import './config-request';
import { writeStylesheetRests } from './after-paint';

// The rests of the stylesheets the server cut (after-paint.ts): marked as loaded before any chunk asks for them.
writeStylesheetRests();
// Async boundary: shared singletons are negotiated before any of the app's code runs. In a task of its own: the
// federation runtime's start-up (main.js) and the negotiation with the chunk requests are each a long task on a
// phone, and the visitor's input is handled between them (docs/decisions/008-hydrate-less.md). The document has
// already requested the boot chunks, so nothing waits on the network for it.
setTimeout(() => void import('./bootstrap'), 0);
