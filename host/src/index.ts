// Starts the runtime config request at once (see config-request.ts).
import './config-request';
// Async boundary: shared singletons are negotiated before any of the app's code runs.
void import('./bootstrap');
